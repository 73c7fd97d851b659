require('@testing-library/jest-dom');

if (typeof window !== 'undefined') {
  // jsdom does not implement scrolling or media playback; the browser tests cover them for real.
  window.scrollTo = () => undefined;
  window.HTMLMediaElement.prototype.play = function play() {
    return Promise.resolve();
  };
  window.HTMLMediaElement.prototype.pause = function pause() {};
  window.HTMLMediaElement.prototype.load = function load() {};
  // Nor User Timing marks (the shell marks when it is live; the bench and a browser test read it).
  if (typeof performance.mark !== 'function') performance.mark = () => undefined;
}

if (typeof document !== 'undefined') {
  // Every built page carries its language and text (shared/src/i18n/pageContext.ts); unit tests get
  // the English one, and a test of another language sets its own with setPageContext.
  const { jiti } = require('../tools/jiti');
  const { en } = jiti('./shared/src/i18n/catalogues/en.ts');
  const context = document.createElement('script');
  context.type = 'application/json';
  context.id = 'portfolio-page';
  context.textContent = JSON.stringify({ lang: 'en', text: en, languages: [{ tag: 'en', name: 'English', href: './' }], owner: {} });
  document.head.append(context);
  // And the owner's content (shared/src/content/pageContent.ts): the sample's, as the build writes it
  // into the shell's page, which holds every app's part. Tests of other content set their own with setPageContent.
  const { readContent } = require('../builder/content');
  const { pageContentOf } = require('../builder/pageContent');
  const content = document.createElement('script');
  content.type = 'application/json';
  content.id = 'portfolio-content';
  content.textContent = JSON.stringify({ ...pageContentOf('shell', readContent()), picture: require('./profilePicture') });
  document.head.append(content);
}
