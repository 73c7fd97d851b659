/** What a CV's date texts look like, in the languages the section titles cover. */

const YEAR = /(?:^|[^\d])(?:19|20)\d\d(?:$|[^\d])/;
const ONGOING = /\b(?:present|now|today|current|heute|aktuell|jetzt|aujourd['’]hui|présent|actuel|presente|actualidad|hoy|atual|oggi|attuale|heden|nu|obecnie|dziś|současnost|dosud|至今|現在)\b/iu;

/** Whether a short text is a date or a date range ("2019 – Present", "Sep. 2023 - Mar. 2024"), not a title. */
export function looksLikeDate(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > 40) return false;
  if (!YEAR.test(trimmed) && !ONGOING.test(trimmed)) return false;
  // A title may hold a year ("Winner, Hackathon 2021"); a date has few words besides numbers and months.
  const words = trimmed.split(/[\s,./–—-]+/).filter((word) => /\p{L}{2,}/u.test(word));
  return words.length <= 3;
}
