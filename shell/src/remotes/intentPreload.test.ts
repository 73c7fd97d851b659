import { preloadLinksFor } from './intentPreload';

const MANIFEST_URL = 'https://site.dev/cv/mf-manifest.json';
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: [
    {
      path: './ExperiencePage',
      assets: {
        js: { sync: ['static/js/388.7b5da9eb.chunk.js', 'static/js/__federation_expose_ExperiencePage.9d7dc4c0.chunk.js'], async: ['static/js/cv-reader-altacv.9f8218dc.chunk.js'] },
        css: { sync: ['static/css/__federation_expose_ExperiencePage.c29fca80.chunk.css'], async: [] },
      },
    },
    { path: './SkillsPage', assets: { js: { sync: ['static/js/skills.js'], async: [] }, css: { sync: [], async: [] } } },
  ],
};

describe('preloadLinksFor', () => {
  it("lists remoteEntry.js, the module's chunks and the ones it loads next, and its stylesheets, beside the manifest (not the CV's reader, which its content chooses)", () => {
    expect(preloadLinksFor(manifest, MANIFEST_URL, 'ExperiencePage')).toEqual([
      { href: 'https://site.dev/cv/remoteEntry.js', as: 'script' },
      { href: 'https://site.dev/cv/static/js/388.7b5da9eb.chunk.js', as: 'script' },
      { href: 'https://site.dev/cv/static/js/__federation_expose_ExperiencePage.9d7dc4c0.chunk.js', as: 'script' },
      { href: 'https://site.dev/cv/static/css/__federation_expose_ExperiencePage.c29fca80.chunk.css', as: 'style' },
    ]);
  });

  it("leaves out the chunks the remote's content chooses (the reader of the CV's form), and adds the remote's content.json where it has one", () => {
    const everyReader = { ...manifest, exposes: [{ ...manifest.exposes[0], assets: { ...manifest.exposes[0]!.assets, js: { sync: [], async: ['static/js/793.0dc10ffd.chunk.js', 'static/js/cv-reader-altacv.02029031.chunk.js', 'static/js/cv-reader-awesome-cv.37c818e0.chunk.js'] } } }] };
    const links = (withContent: boolean) => preloadLinksFor(everyReader, MANIFEST_URL, 'ExperiencePage', withContent).map(({ href, as }) => `${as} ${href.replace('https://site.dev/cv/', '')}`);
    expect(links(true)).toEqual(['script remoteEntry.js', 'script static/js/793.0dc10ffd.chunk.js', 'style static/css/__federation_expose_ExperiencePage.c29fca80.chunk.css', 'fetch content.json']);
    expect(links(false)).not.toContain('fetch content.json');
  });

  it("leaves out the Writing remote's code for the owner's own posts, which a site with a feed alone never loads", () => {
    const writing = { ...manifest, exposes: [{ path: './WritingPage', assets: { js: { sync: ['static/js/620.ae90ca58.chunk.js'], async: ['static/js/writing-own-posts.94ce75b1.chunk.js', 'static/js/writing-live-feed.0a4adb0a.chunk.js'] }, css: { sync: [] } } }] };
    expect(preloadLinksFor(writing, MANIFEST_URL, 'WritingPage').map(({ href }) => href.replace('https://site.dev/cv/', ''))).toEqual(['remoteEntry.js', 'static/js/620.ae90ca58.chunk.js', 'static/js/writing-live-feed.0a4adb0a.chunk.js']);
  });

  it('takes only the module asked for, and an entry in a folder of the remote', () => {
    const inFolder = { ...manifest, metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'entry' } } };
    expect(preloadLinksFor(inFolder, MANIFEST_URL, 'SkillsPage').map(({ href }) => href)).toEqual(['https://site.dev/cv/entry/remoteEntry.js', 'https://site.dev/cv/static/js/skills.js']);
  });

  it('preloads nothing from a manifest that does not describe the module, or is not a manifest', () => {
    expect(preloadLinksFor(manifest, MANIFEST_URL, 'ProjectsPage')).toEqual([]);
    expect(preloadLinksFor(undefined, MANIFEST_URL, 'ExperiencePage')).toEqual([]);
    expect(preloadLinksFor({ exposes: 'x' }, MANIFEST_URL, 'ExperiencePage')).toEqual([]);
  });
});
