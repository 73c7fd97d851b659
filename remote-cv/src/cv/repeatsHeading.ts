/** Whether a section's title says what the page heading already says ("Experience" under "Experience"), case and spacing aside. */
export function repeatsHeading(title: string, heading: string): boolean {
  const words = (text: string) => text.normalize('NFKC').replace(/\s+/g, ' ').trim().toLocaleLowerCase();
  return words(title) === words(heading);
}
