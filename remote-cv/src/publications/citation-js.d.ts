/** The one module of @citation-js/plugin-bibtex the build uses: its .bib grammar, fields kept as written. */
declare module '@citation-js/plugin-bibtex/lib/input/file.js' {
  export interface BibtexFileEntry {
    type: string;
    label: string;
    properties: Record<string, string | number>;
    annotations?: Record<string, Record<string, string>>;
  }
  export function parse(text: string): BibtexFileEntry[];
}
