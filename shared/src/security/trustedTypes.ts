/**
 * Trusted Types: every CSP the build writes has `require-trusted-types-for 'script'`, so the
 * browser takes a script URL, HTML or script text at a sink (`script.src`, a service worker's URL,
 * `DOMParser`) only from a policy the CSP names. These are the site's policies, one per need; the
 * CSP of each page lists those its code creates (builder/hosting/policy.js), and nothing else.
 */

/** Script URLs the shell loads itself: the remotes' entries, a preload taken back, its service worker (shell/src/security/scriptUrlPolicy.ts). */
export const SCRIPT_URL_POLICY = 'portfolio-script-url';
/** The inline script that starts a prerendered page's own entry scripts (shared/src/prerender/startAfterFirstPaint.js). */
export const BOOT_POLICY = 'portfolio-boot';
/** A feed read live, parsed into an inert document whose text alone is read (remote-writing/src/writing/feedParserPolicy.ts). */
export const FEED_PARSER_POLICY = 'portfolio-feed-parser';

/** The policy of an app's webpack runtime, for the chunks it loads from its own public path (webpack's output.trustedTypes). */
export function webpackPolicy(app: string): string {
  return `${app}-webpack`;
}

const APPS = ['shell', 'remote_cv', 'remote_projects', 'remote_music', 'remote_writing'] as const;

/**
 * The policies an app's page may create: the shell's page runs every remote's code; a remote's own
 * page only its own (and the Writing page parses its feed).
 */
export function trustedTypesPolicies(app: string): string[] {
  if (app === 'shell') return [...APPS.map(webpackPolicy), BOOT_POLICY, SCRIPT_URL_POLICY, FEED_PARSER_POLICY];
  return [webpackPolicy(app), BOOT_POLICY, ...(app === 'remote_writing' ? [FEED_PARSER_POLICY] : [])];
}

/** What the browser hands back from a policy: an object the sink accepts, or the string where Trusted Types are not supported. */
export type Trusted = string & { readonly trusted?: never };

interface PolicyRules {
  createScriptURL?: (input: string) => string;
  createHTML?: (input: string) => string;
}

interface TrustedTypePolicy {
  createScriptURL(input: string): Trusted;
  createHTML(input: string): Trusted;
}

/**
 * A named policy, created once per page. Without Trusted Types (Firefox, older Safari) the rules
 * still run, and the checked string is what the sink gets.
 */
export function definePolicy(name: string, rules: PolicyRules): TrustedTypePolicy {
  let created: TrustedTypePolicy | null = null;
  const plain: TrustedTypePolicy = {
    createScriptURL: (input) => (rules.createScriptURL ?? refuse)(input) as Trusted,
    createHTML: (input) => (rules.createHTML ?? refuse)(input) as Trusted,
  };
  const get = () => {
    if (created) return created;
    const factory = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: PolicyRules): TrustedTypePolicy } }).trustedTypes;
    created = factory ? factory.createPolicy(name, rules) : plain;
    return created;
  };
  return { createScriptURL: (input) => get().createScriptURL(input), createHTML: (input) => get().createHTML(input) };
}

function refuse(): never {
  throw new TypeError('this policy does not create that kind of value');
}
