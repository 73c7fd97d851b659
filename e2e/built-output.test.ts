import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APPS, REMOTE_NAMES, distDir } from '../builder/apps';
import { distDirs, scanForSecrets } from '../tools/secret-scan';

interface ManifestExpose {
  name: string;
  assets: { css: { sync: string[]; async: string[] } };
}

/** Each exposed module's stylesheets, as the remote's mf-manifest.json lists them, with their text. */
function exposedStyles(remote: (typeof REMOTE_NAMES)[number]): { module: string; file: string; css: string }[] {
  const dist = distDir(APPS[remote].dir);
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as { exposes: ManifestExpose[] };
  return manifest.exposes.flatMap(({ name, assets }) =>
    [...assets.css.sync, ...assets.css.async].map((file) => ({ module: `${remote}/${name}`, file, css: readFileSync(join(dist, file), 'utf8') })),
  );
}

describe('the production build', () => {
  it('contains no GitHub token in any file of any app, nor the build-time GITHUB_TOKEN', () => {
    const dirs = distDirs();
    expect(dirs).toHaveLength(5);
    const { files, findings } = scanForSecrets(dirs, { secrets: [process.env.GITHUB_TOKEN] });
    expect(files).toBeGreaterThan(20);
    expect(findings).toEqual([]);
  });

  // The page host (the shell, or a remote's standalone harness) has the design tokens and base
  // styles; a section switch that downloaded them again would wait on 3 KB gzip it never needs.
  it("loads with each remote's modules only their own styles, not the host's design tokens or the standalone harness", () => {
    const styles = REMOTE_NAMES.flatMap(exposedStyles);
    expect(styles.map(({ module }) => module)).toEqual(expect.arrayContaining(['remote_cv/ExperiencePage', 'remote_projects/ProjectsPage', 'remote_music/MusicPlayer']));
    for (const { module, file, css } of styles) {
      expect({ module, file, tokens: css.includes('--color-bg:'), harness: css.includes('.harness') }).toEqual({ module, file, tokens: false, harness: false });
    }
  });
});
