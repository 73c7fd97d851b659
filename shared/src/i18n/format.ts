/** Times and sizes written the page language's way (Intl), for every part; days: formatDate.ts. */
import { pageLanguage } from './pageContext';

/** A time of day, e.g. "3:45 PM" / "15:45". */
export function formatTime(iso: string, lang = pageLanguage()): string {
  return new Intl.DateTimeFormat(lang, { timeStyle: 'short' }).format(new Date(iso));
}

/** A file size, e.g. "840 byte", "84 kB", "1,2 MB" (1 kB = 1000 bytes). */
export function formatFileSize(bytes: number, lang = pageLanguage()): string {
  const unit = (value: number, name: string, digits: number) =>
    new Intl.NumberFormat(lang, { style: 'unit', unit: name, unitDisplay: 'short', maximumFractionDigits: digits }).format(value);
  if (bytes < 1000) return unit(bytes, 'byte', 0);
  if (bytes < 999_500) return unit(Math.round(bytes / 1000), 'kilobyte', 0);
  return unit(Math.round(bytes / 100_000) / 10, 'megabyte', 1);
}
