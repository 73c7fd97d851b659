/**
 * The development overlay: what a build rejected, on the open page, over the top part of it so the
 * last good content stays visible beneath. Plain DOM, not React: it must show even when the app
 * itself failed to start. In English, like the terminal it mirrors (it is for the owner, not visitors).
 */
import type { ShownProblem } from './liveState';

export const OVERLAY_ID = 'portfolio-build-problems';

const PANEL_STYLE = [
  'position:fixed',
  'inset:0 0 auto 0',
  'max-height:60vh',
  'overflow:auto',
  'z-index:2147483647',
  'margin:0',
  'padding:16px 20px',
  'background:rgba(24,24,28,0.96)',
  'color:#f4f4f5',
  'font:14px/1.45 system-ui,sans-serif',
  'box-shadow:0 4px 24px rgba(0,0,0,0.5)',
  'border-bottom:4px solid #f87171',
].join(';');

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, style: string, text?: string): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  // Through the CSSOM, which the CSP allows: a style attribute would be an inline style it refuses.
  node.style.cssText = style;
  if (text !== undefined) node.textContent = text;
  return node;
}

function problemView(doc: Document, { app, severity, problem }: ShownProblem): HTMLElement {
  const article = element(doc, 'article', 'margin:0 0 16px');
  const where = problem.file ? `${problem.file}${problem.line ? `:${problem.line}` : ''}` : app;
  const colour = severity === 'error' ? '#fca5a5' : '#fcd34d';
  article.append(element(doc, 'h3', `margin:0 0 4px;font-size:15px;color:${colour}`, `${severity === 'error' ? 'Error' : 'Warning'}: ${where}`));
  article.append(element(doc, 'pre', 'margin:0 0 8px;white-space:pre-wrap;font:13px/1.45 ui-monospace,monospace', problem.message));
  if (problem.excerpt?.length) {
    const code = element(doc, 'pre', 'margin:0;padding:8px 0;background:#0b0b0e;border-radius:6px;overflow:auto;font:13px/1.5 ui-monospace,monospace');
    code.setAttribute('aria-label', `Lines ${problem.excerpt[0]!.line} to ${problem.excerpt.at(-1)!.line} of ${problem.file}`);
    const width = String(problem.excerpt.at(-1)!.line).length;
    for (const { line, text } of problem.excerpt) {
      const marked = line === problem.line;
      const mark = severity === 'error' ? '#7f1d1d' : '#713f12';
      const row = element(doc, 'span', `display:block;padding:0 12px;${marked ? `background:${mark};color:#fff` : 'color:#d4d4d8'}`);
      row.textContent = `${marked ? '>' : ' '} ${String(line).padStart(width)} | ${text}`;
      code.append(row);
    }
    article.append(code);
  }
  return article;
}

function summary(items: ShownProblem[]): string {
  const errors = items.filter(({ severity }) => severity === 'error').length;
  const warnings = items.length - errors;
  const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
  if (errors > 0) return `The build stopped at ${count(errors, 'problem')}: the page shows the last good build. Save a fix and this goes away.`;
  return `The build read past ${count(warnings, 'problem')}: the page shows what it could read. Save a fix and this goes away.`;
}

/** Shows these problems on the page, or removes the overlay when there are none. */
export function showProblems(items: ShownProblem[], doc: Document = document): void {
  const existing = doc.getElementById(OVERLAY_ID);
  if (items.length === 0) {
    existing?.remove();
    return;
  }
  const panel = existing ?? element(doc, 'section', PANEL_STYLE);
  panel.id = OVERLAY_ID;
  panel.setAttribute('role', 'alert');
  panel.setAttribute('aria-label', 'Build problem');
  const header = element(doc, 'div', 'display:flex;justify-content:space-between;align-items:baseline;gap:12px;margin:0 0 12px');
  header.append(element(doc, 'h2', 'margin:0;font-size:16px', summary(items)));
  const hide = element(doc, 'button', 'font:inherit;padding:4px 10px;border-radius:6px;border:1px solid #71717a;background:transparent;color:inherit;cursor:pointer', 'Hide');
  hide.type = 'button';
  hide.addEventListener('click', () => panel.remove());
  header.append(hide);
  panel.replaceChildren(header, ...items.map((item) => problemView(doc, item)));
  if (!existing) doc.body.append(panel);
}
