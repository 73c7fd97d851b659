/** What the browser tests read of words.js: the starter page's texts, by language. */
export interface StarterWords {
  intro: string;
  addOne: string;
  count: string;
  back: string;
}

export const STARTER_WORDS: Readonly<Record<string, StarterWords>>;
