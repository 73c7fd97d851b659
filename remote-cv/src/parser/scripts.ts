/**
 * Arabic, Persian, Urdu and Hebrew text folded for comparing: what a reader takes for the same
 * word is the same string. Short vowels, Hebrew points and the tatweel are dropped; Arabic ي ى ك
 * are Persian ی ی ک (keyboards write either); the zero-width non-joiner and the direction marks
 * go (مهارت‌ها is مهارتها); Persian and Arabic-Indic digits are 0–9.
 */

const MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7\u0640]/g;
const INVISIBLE = /[\u200B-\u200F\u061C\u202A-\u202E\u2066-\u2069]/g;
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Letters of the Arabic script, where words are often written with or without a space between their parts. */
export const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;

export function foldScripts(text: string): string {
  return text
    .normalize('NFD')
    .replace(MARKS, '')
    .replace(INVISIBLE, '')
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(EASTERN_DIGITS, (digit) => String(digit.charCodeAt(0) - (digit >= '\u06F0' ? 0x06f0 : 0x0660)))
    .normalize('NFC');
}
