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
