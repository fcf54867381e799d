/** A moment as staff in Bishkek read it: day, month, year and time there. */
export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'ru-RU', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Bishkek',
  }).format(new Date(iso));
}
