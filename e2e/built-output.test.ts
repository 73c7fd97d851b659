import { distDirs, scanForSecrets } from '../tools/secret-scan';

describe('the production build', () => {
  it('contains no GitHub token in any file of any app, nor the build-time GITHUB_TOKEN', () => {
    const dirs = distDirs();
    expect(dirs).toHaveLength(5);
    const { files, findings } = scanForSecrets(dirs, { secrets: [process.env.GITHUB_TOKEN] });
    expect(files).toBeGreaterThan(20);
    expect(findings).toEqual([]);
  });
});
