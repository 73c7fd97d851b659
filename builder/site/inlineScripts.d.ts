export function inlineScript(name: 'theme' | 'start'): { code: string; hash: string };
export function inlineScriptHashes(): string[];
export function inlineScriptsOf(html: string): string[];
