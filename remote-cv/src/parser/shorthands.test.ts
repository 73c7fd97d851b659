import { resolveShorthands } from './shorthands';

const german = (body: string) => `\\documentclass{moderncv}\n\\usepackage{ngerman}\n\\begin{document}\n${body}\n\\end{document}`;

describe('German babel shorthands', () => {
  it('print umlauts, ß and German quotes as the PDF shows them', () => {
    const [text] = resolveShorthands([german('B"udingen, Stra"se, "Ubung, "`Zitat"\', Dru"cker, Haus"-t"ur')]);
    expect(text!.split('\n')[3]).toBe('Büdingen, Straße, Übung, „Zitat“, Drucker, Haustür');
  });

  it('are read with babel too, and leave comments, \\" accents and lines where they were', () => {
    const text = '\\usepackage[english,ngerman]{babel}\n\\begin{document}\nM"unchen % "u stays\n\\"{o}\n';
    expect(resolveShorthands([text])[0]).toBe('\\usepackage[english,ngerman]{babel}\n\\begin{document}\nMünchen % "u stays\n\\"{o}\n');
  });

  it('are plain quotes in a document without German babel, or with it commented out', () => {
    const text = '% \\usepackage{ngerman}\n\\begin{document}\nSay "ok"\n';
    expect(resolveShorthands([text])).toEqual([text]);
  });

  it('apply to every file of a CV whose main file loads German babel', () => {
    expect(resolveShorthands([german('\\input{jobs}'), 'K"oln'])[1]).toBe('Köln');
  });
});
