/**
 * `folio part:test`: Node.js's test runner reads a part's TypeScript and JSX through the part's own
 * TypeScript (transpiled file by file; `tsc` checks the types before), finds `./counter` as
 * `./counter.ts`, and takes a stylesheet import for what it is in a test, nothing, as the part's
 * bundler takes it for a file to link. Node.js ≥ 22.15 (module.registerHooks).
 */
import { readFileSync } from 'node:fs';
import { createRequire, registerHooks } from 'node:module';
import path from 'node:path';

const ts = createRequire(path.join(process.cwd(), 'package.json'))('typescript');
const SOURCE = /\.(tsx?|jsx|mts|cts)$/;
const EXTENSIONS = ['.tsx', '.ts', '.jsx', '/index.tsx', '/index.ts'];

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (!specifier.startsWith('.') || path.extname(specifier)) throw error;
      for (const extension of EXTENSIONS) {
        try {
          return nextResolve(specifier + extension, context);
        } catch {
          // the next extension
        }
      }
      throw error;
    }
  },
  load(url, context, nextLoad) {
    if (url.startsWith('file:') && new URL(url).pathname.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
    if (!url.startsWith('file:') || !SOURCE.test(new URL(url).pathname)) return nextLoad(url, context);
    const file = new URL(url);
    const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
      fileName: file.pathname,
      compilerOptions: { jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, inlineSourceMap: true, inlineSources: true },
    });
    return { format: 'module', source: outputText, shortCircuit: true };
  },
});
