/**
 * Whose device a drawing shows. Until staff upload a photo, a Samsung should not look like an iPhone:
 * each family is drawn in its maker's outline (camera layout, stylus, controller), read from the
 * gadget's name (docs/decisions/058). A maker not listed gets the family's neutral outline.
 */
export const BRAND_NAMES = [
  'apple',
  'samsung',
  'xiaomi',
  'google',
  'lenovo',
  'sony',
  'microsoft',
  'other',
] as const;
export type Brand = (typeof BRAND_NAMES)[number];

const BRANDS: Array<[RegExp, Brand]> = [
  [/apple|iphone|ipad|macbook|imac|айфон|айпад|макбук/i, 'apple'],
  [/samsung|galaxy|самсунг|галакси/i, 'samsung'],
  [/xiaomi|redmi|poco|сяоми|ксиоми/i, 'xiaomi'],
  [/google|pixel|пиксель/i, 'google'],
  [/lenovo|legion|thinkpad|ideapad|леново/i, 'lenovo'],
  [/sony|playstation|ps[45]|плейстейшн/i, 'sony'],
  [/microsoft|xbox|surface|иксбокс/i, 'microsoft'],
];

/** A drawing's outline: the maker's, and whether it is the top model (one more lens). */
export interface Shape {
  brand: Brand;
  top: boolean;
}

export function shapeOf(name: string | undefined): Shape {
  const text = name ?? '';
  return {
    brand: BRANDS.find(([pattern]) => pattern.test(text))?.[1] ?? 'other',
    top: /\b(pro|ultra|max)\b/i.test(text),
  };
}
