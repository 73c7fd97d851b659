import type { GitHubConfig } from './github/types';

declare global {
  /** The resolved GitHub config (content/site.json + GITHUB_API_URL/GITHUB_USER), defined by the build. */
  const __GITHUB__: GitHubConfig;
  /** Where webpack loaded this remote from (publicPath 'auto'); the snapshot file sits beside it. */
  const __webpack_public_path__: string;
}
