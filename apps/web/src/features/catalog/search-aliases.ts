/**
 * How people write the catalogue's names in Cyrillic ("айфон", "плейстейшн"): each spelling → the
 * Latin word the names use. The only table of them; catalog-query.ts matches with it. Add a line when
 * a brand or a name comes into the catalogue.
 */
export const SEARCH_ALIASES: Readonly<Record<string, string>> = {
  // Apple
  эпл: 'apple',
  эппл: 'apple',
  апл: 'apple',
  аппл: 'apple',
  айфон: 'iphone',
  айпад: 'ipad',
  макбук: 'macbook',
  мак: 'mac',
  аирподс: 'airpods',
  эирподс: 'airpods',
  эйрподс: 'airpods',
  вотч: 'watch',
  воч: 'watch',
  пенсил: 'pencil',
  // Samsung
  самсунг: 'samsung',
  галакси: 'galaxy',
  гэлакси: 'galaxy',
  таб: 'tab',
  бадс: 'buds',
  // Xiaomi
  сяоми: 'xiaomi',
  ксиоми: 'xiaomi',
  ксиаоми: 'xiaomi',
  шаоми: 'xiaomi',
  // Lenovo
  леново: 'lenovo',
  легион: 'legion',
  // Sony
  плейстейшн: 'playstation',
  плейстейшен: 'playstation',
  плэйстейшн: 'playstation',
  плэйстейшен: 'playstation',
  плойка: 'playstation',
  пс: 'ps',
  сони: 'sony',
  дуалсенс: 'dualsense',
  // Microsoft
  иксбокс: 'xbox',
  // Words of model names
  про: 'pro',
  макс: 'max',
  эйр: 'air',
  эир: 'air',
  ультра: 'ultra',
  слим: 'slim',
  плюс: '+',
  мини: 'mini',
  диджитал: 'digital',
  серия: 'series',
  сериес: 'series',
  логитек: 'logitech',
};
