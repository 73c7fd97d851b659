/** The inline start script's Trusted Types policy: it starts the page's own entry scripts, and nothing from another origin. */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const CODE = readFileSync(path.join(__dirname, 'startAfterFirstPaint.js'), 'utf8');

/** Runs the start script as a page carries it, with these entries, and waits for the frame it starts on. */
async function start(entries: string): Promise<{ started: string[]; errors: string[] }> {
  document.head.innerHTML = '';
  const errors: string[] = [];
  const onError = (event: ErrorEvent) => errors.push(String(event.error?.name ?? event.message));
  window.addEventListener('error', onError);
  const script = document.createElement('script');
  script.setAttribute('data-entries', entries);
  script.textContent = CODE;
  document.head.append(script);
  await new Promise((resolve) => setTimeout(resolve, 100));
  window.removeEventListener('error', onError);
  return { started: [...document.head.querySelectorAll('script[src]')].map((element) => (element as HTMLScriptElement).src), errors };
}

describe('the start script of a prerendered page', () => {
  it('starts its own entry scripts, as absolute URLs of its origin', async () => {
    await expect(start('static/js/main.js static/js/packages.js')).resolves.toEqual({ started: [`${location.origin}/static/js/main.js`, `${location.origin}/static/js/packages.js`], errors: [] });
  });

  it('starts none from another origin: the boot policy refuses it', async () => {
    const { started, errors } = await start('https://evil.example/x.js');
    expect(started).toEqual([]);
    expect(errors).toEqual(['TypeError']);
  });
});
