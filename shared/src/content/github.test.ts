import { resolveGitHubConfig, type SiteGitHub } from './github';

const site: SiteGitHub = {
  user: 'mira-kestrel-example',
  api: 'https://api.github.com',
  pagesHost: 'https://mira.example.dev/',
  excludeFromDeployment: ['latex-cv-website'],
};

describe('resolveGitHubConfig', () => {
  it('uses content/site.json when the environment names nothing', () => {
    expect(resolveGitHubConfig(site, {})).toEqual({
      user: 'mira-kestrel-example',
      api: 'https://api.github.com',
      pagesHost: 'https://mira.example.dev',
      excludeFromDeployment: ['latex-cv-website'],
    });
  });

  it('defaults the pages host to https://{user}.github.io', () => {
    expect(resolveGitHubConfig({ ...site, pagesHost: undefined }).pagesHost).toBe('https://mira-kestrel-example.github.io');
  });

  it('lets GITHUB_API_URL override the API, without a trailing slash', () => {
    expect(resolveGitHubConfig(site, { GITHUB_API_URL: 'http://localhost:8090/' }).api).toBe('http://localhost:8090');
  });

  it("lets GITHUB_USER override the user, and then does not use the site user's pages host", () => {
    const config = resolveGitHubConfig(site, { GITHUB_USER: 'Octo-Cat' });
    expect(config.user).toBe('Octo-Cat');
    expect(config.pagesHost).toBe('https://octo-cat.github.io');
  });

  it('keeps the configured pages host when GITHUB_USER names the same user', () => {
    expect(resolveGitHubConfig(site, { GITHUB_USER: 'Mira-Kestrel-Example' }).pagesHost).toBe('https://mira.example.dev');
  });

  it('rejects a GITHUB_API_URL that is not http(s), naming the variable', () => {
    expect(() => resolveGitHubConfig(site, { GITHUB_API_URL: 'ftp://example.com' })).toThrow(/GITHUB_API_URL/);
    expect(() => resolveGitHubConfig(site, { GITHUB_API_URL: 'localhost:8090' })).toThrow(/GITHUB_API_URL/);
  });

  it('rejects a GITHUB_USER that is not a user name', () => {
    expect(() => resolveGitHubConfig(site, { GITHUB_USER: '../etc' })).toThrow(/GITHUB_USER/);
  });
});
