import { DEFAULT_PORT, start, type FakeGitHub } from '../../tools/fake-github/server';

/** The fake GitHub API on the port `npm run build:test` baked into the projects remote. */
export function startFakeGitHub(): Promise<FakeGitHub> {
  return start({ port: DEFAULT_PORT });
}
