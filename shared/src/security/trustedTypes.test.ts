import { definePolicy, trustedTypesPolicies } from './trustedTypes';

describe('Trusted Types policies', () => {
  afterEach(() => {
    delete (globalThis as { trustedTypes?: unknown }).trustedTypes;
  });

  it("creates a policy once, on first use, through the browser's factory, and hands the sink what the policy made", () => {
    const created: string[] = [];
    (globalThis as { trustedTypes?: unknown }).trustedTypes = {
      createPolicy(name: string, rules: { createScriptURL(input: string): string }) {
        created.push(name);
        return { createScriptURL: (input: string) => `trusted(${rules.createScriptURL(input)})`, createHTML: () => '' };
      },
    };
    const policy = definePolicy('mine', { createScriptURL: (url) => url.toUpperCase() });
    expect(created).toEqual([]);
    expect(policy.createScriptURL('a.js')).toBe('trusted(A.JS)');
    expect(policy.createScriptURL('b.js')).toBe('trusted(B.JS)');
    expect(created).toEqual(['mine']);
  });

  it('runs the same checks where the browser has no Trusted Types, and refuses a kind of value the policy does not make', () => {
    const policy = definePolicy('checked', {
      createScriptURL: (url) => {
        if (url.startsWith('https://evil')) throw new TypeError(url);
        return url;
      },
    });
    expect(policy.createScriptURL('a.js')).toBe('a.js');
    expect(() => policy.createScriptURL('https://evil.example/x.js')).toThrow(TypeError);
    expect(() => policy.createHTML('<b>x</b>')).toThrow(TypeError);
  });

  it("names each page's policies: every app's runtime on the shell's page, its own on a remote's", () => {
    expect(trustedTypesPolicies('remote_music')).toEqual(['remote_music-webpack', 'portfolio-boot']);
    expect(new Set(trustedTypesPolicies('shell')).size).toBe(trustedTypesPolicies('shell').length);
  });
});
