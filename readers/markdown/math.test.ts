/** @jest-environment node */
import { renderMath } from './math';

describe('renderMath: TeX as MathML elements, through the safe list', () => {
  it('draws inline and displayed math as MathML, with no style attribute left', () => {
    const inline = renderMath('x^2', false);
    expect(inline).toEqual({ ok: true, node: { t: 'math', c: [{ t: 'msup', c: [{ t: 'mi', c: ['x'] }, { t: 'mn', a: { className: 'tml-sml-pad' }, c: ['2'] }] }] } });
    const display = renderMath('\\frac{a}{b}', true);
    expect(display.ok && display.node.a).toEqual({ display: 'block', className: 'tml-display' });
    expect(JSON.stringify(renderMath('\\begin{aligned} a &= b \\\\ c &= d \\end{aligned}', true))).not.toMatch(/"style"/);
  });

  it('keeps a colour as MathML’s own attribute, and no link (\\href is not trusted)', () => {
    expect(JSON.stringify(renderMath('\\color{red} x', false).node)).toContain('"mathcolor":"#ff0000"');
    const link = renderMath('\\href{javascript:alert(1)}{x}', false);
    expect(link.ok).toBe(false);
    expect(JSON.stringify(link.node)).not.toMatch(/"href"/);
  });

  it('shows TeX that does not parse as written, as code, and says why', () => {
    expect(renderMath('\\frac{1}{', false)).toEqual({ ok: false, node: { t: 'code', c: ['\\frac{1}{'] }, error: expect.stringContaining('Unexpected end of input') });
    expect(renderMath('\\frac{1}{', true).node).toEqual({ t: 'pre', c: [{ t: 'code', a: { className: 'language-tex' }, c: ['\\frac{1}{'] }] });
  });

  it('stops a macro that never ends instead of hanging the build', () => {
    expect(renderMath('\\def\\a{\\a}\\a', false)).toMatchObject({ ok: false, error: expect.stringContaining('Too many expansions') });
  });

  it('lets a formula use what an earlier one of the post defined', () => {
    const macros = {};
    expect(renderMath('\\gdef\\R{\\mathbb{R}}', false, macros).ok).toBe(true);
    expect(JSON.stringify(renderMath('\\R^n', false, macros).node)).toContain('ℝ');
  });
});
