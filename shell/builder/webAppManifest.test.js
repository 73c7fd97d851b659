const { webAppManifest, shortName } = require('./webAppManifest');

const site = { language: 'en', owner: { name: 'Mira Kestrel', jobTitle: 'Front-end Engineer', intro: 'I build fast sites.' } };

test('the manifest names the owner, starts and scopes relative to itself, and lists the icons', () => {
  const manifest = webAppManifest(site, [
    { src: 'static/media/icon-any-192.a.png', size: 192, purpose: 'any' },
    { src: 'static/media/icon-maskable-512.b.png', size: 512, purpose: 'maskable' },
  ]);
  expect(manifest).toEqual({
    name: 'Mira Kestrel · Front-end Engineer',
    short_name: 'Mira Kestrel',
    description: 'I build fast sites.',
    lang: 'en',
    dir: 'ltr',
    start_url: './',
    scope: './',
    display: 'standalone',
    background_color: '#0d1117',
    theme_color: '#0d1117',
    icons: [
      { src: 'static/media/icon-any-192.a.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'static/media/icon-maskable-512.b.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  });
});

test("a translation's manifest is in its language, in its folder, with the root's icons", () => {
  const german = { tag: 'de', dir: 'de/', owner: { jobTitle: 'Frontend-Entwicklerin', intro: 'Ich baue schnelle Websites.' } };
  const manifest = webAppManifest(site, [{ src: 'static/media/icon-any-192.a.png', size: 192, purpose: 'any' }], undefined, german);
  expect(manifest).toMatchObject({
    name: 'Mira Kestrel · Frontend-Entwicklerin',
    description: 'Ich baue schnelle Websites.',
    lang: 'de',
    start_url: './',
    icons: [{ src: '../static/media/icon-any-192.a.png' }],
  });
});

test("a right-to-left translation's manifest says so, for the installed app's title bar and splash", () => {
  const persian = { tag: 'fa', dir: 'fa/', owner: { jobTitle: 'توسعه‌دهندهٔ فرانت‌اند' } };
  expect(webAppManifest(site, [], undefined, persian)).toMatchObject({ lang: 'fa', dir: 'rtl', name: 'Mira Kestrel · توسعه‌دهندهٔ فرانت‌اند' });
  expect(webAppManifest(site, [], undefined)).toMatchObject({ dir: 'ltr' });
});

test('a long name becomes the first name on a home screen', () => {
  expect(shortName('Maximiliana Oyelaran-Kestrel')).toBe('Maximiliana');
  expect(shortName('Ana Silva')).toBe('Ana Silva');
});
