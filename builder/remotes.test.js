/** @jest-environment node */
const { appCsp, federationRemotes, remoteBaseUrl } = require('./remotes');

const site = (remotes = {}) => ({
  deploy: { remotes },
  github: { api: 'https://api.github.com' },
  vitals: { endpoint: null },
  theme: { mode: 'auto', accent: '#1858c4' },
});

const withEnv = (env, run) => {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    return run();
  } finally {
    process.env = saved;
  }
};

describe('where a remote lives', () => {
  it('is its REMOTE_*_URL first, then deploy.remotes in site.json, then the local server of the mode', () => {
    withEnv({ REMOTE_CV_URL: '' }, () => {
      expect(remoteBaseUrl('remote_cv', 'production', site())).toBe('http://localhost:8081/');
      expect(remoteBaseUrl('remote_cv', 'development', site())).toBe('http://localhost:3001/');
      expect(remoteBaseUrl('remote_cv', 'production', site({ cv: 'https://cv.example.org' }))).toBe('https://cv.example.org/');
    });
    withEnv({ REMOTE_CV_URL: 'https://cv.example.dev/' }, () => {
      expect(remoteBaseUrl('remote_cv', 'production', site({ cv: 'https://cv.example.org/' }))).toBe('https://cv.example.dev/');
      expect(federationRemotes('production', site())).toContainEqual({ name: 'remote_cv', entry: 'https://cv.example.dev/mf-manifest.json' });
    });
  });

  it("is an origin the shell's page may load scripts from and connect to, and no other", () => {
    const csp = withEnv({ REMOTE_CV_URL: 'https://cv.example.dev/', GITHUB_API_URL: '' }, () => appCsp('shell', site()));
    const directive = (name) => csp.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `));
    expect(directive('script-src')).toContain('https://cv.example.dev');
    expect(directive('connect-src')).toContain('https://cv.example.dev');
    expect(directive('connect-src')).toContain('https://api.github.com');
    expect(csp).not.toContain('cv.example.org');
  });
});
