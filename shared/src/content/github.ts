/**
 * Where the Projects page reads the owner's repositories: content/site.json `github`, with the build
 * environment's overrides applied. Content, so it travels in the page (pageContent.ts), not in code.
 */

/** Where the projects come from: content/site.json `github`, with the build's environment overrides applied. */
export interface GitHubConfig {
  user: string;
  /** The REST API origin, without a trailing slash. */
  api: string;
  /** The owner's GitHub Pages origin, without a trailing slash. */
  pagesHost: string;
  excludeFromDeployment: string[];
}

/** The `github` block of the validated content/site.json (defaults already applied). */
export interface SiteGitHub {
  user: string;
  api: string;
  pagesHost?: string | undefined;
  excludeFromDeployment: string[];
}

/** Build environment overrides (GITHUB_API_URL, GITHUB_USER): tests and previews point the site elsewhere. */
export interface GitHubEnv {
  GITHUB_API_URL?: string | undefined;
  GITHUB_USER?: string | undefined;
}

const USER_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/;

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function webOrigin(value: string, label: string): string {
  if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) {
    throw new Error(`${label} must be an absolute http:// or https:// URL (got "${value}")`);
  }
  return withoutTrailingSlash(value);
}

/** Resolves the config the build writes into the page; throws a message naming the bad variable. */
export function resolveGitHubConfig(site: SiteGitHub, env: GitHubEnv = {}): GitHubConfig {
  const envUser = env.GITHUB_USER?.trim();
  if (envUser && !USER_NAME.test(envUser)) {
    throw new Error(`GITHUB_USER must be a GitHub user name (letters, digits, hyphens) (got "${envUser}")`);
  }
  const user = envUser || site.user;
  const envApi = env.GITHUB_API_URL?.trim();
  const api = envApi ? webOrigin(envApi, 'GITHUB_API_URL') : withoutTrailingSlash(site.api);
  // A pages host configured for the site's own user does not belong to another user named by GITHUB_USER.
  const pagesHost =
    site.pagesHost && user.toLowerCase() === site.user.toLowerCase()
      ? withoutTrailingSlash(site.pagesHost)
      : `https://${user.toLowerCase()}.github.io`;
  return { user, api, pagesHost, excludeFromDeployment: [...site.excludeFromDeployment] };
}
