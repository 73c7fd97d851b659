/**
 * `npm start`, in each remote's development server. A save of content a remote uses (a field every
 * app reads, such as the owner's name, the theme or the language; builder/contentUse.js) builds the
 * shell too, which uses all of it: the five apps at once, and on two cores each took two or three
 * times as long as alone: the shell, which every page shows (and home is nothing else), was ready
 * after 2–2.5 s instead of 0.6. So a remote starts such a build once the shell's is done, as the
 * shell's live channel says, or after MAX_WAIT_MS. Without the shell running (one remote's
 * `npm run dev`) nothing waits. A save of what the shell alone uses builds no remote at all.
 */
const http = require('node:http');
const { LIVE_PATH } = require('./liveChannel');

const MAX_WAIT_MS = 3000;
const RECONNECT_MS = 1000;

class ShellFirstPlugin {
  /**
   * @param {object} options
   * @param {string} options.shellOrigin     the shell's development server, e.g. http://localhost:3000
   * @param {() => boolean} options.contentSaved  whether the build about to run is for a content save (LiveContent.saved)
   */
  constructor({ shellOrigin, contentSaved }) {
    this.shellOrigin = shellOrigin;
    this.contentSaved = contentSaved;
    this.connected = false;
    this.waiting = [];
  }

  /** Hears the shell's builds; tries again while the shell is not up (it may start after this server). */
  listen() {
    const request = http.get(new URL(LIVE_PATH, this.shellOrigin), (response) => {
      this.connected = true;
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        if (!/"hash"/.test(chunk)) return;
        for (const resolve of this.waiting.splice(0)) resolve();
      });
      response.on('close', () => this.retry());
    });
    request.on('error', () => this.retry());
  }

  retry() {
    this.connected = false;
    for (const resolve of this.waiting.splice(0)) resolve();
    setTimeout(() => this.listen(), RECONNECT_MS).unref();
  }

  apply(compiler) {
    this.listen();
    compiler.hooks.watchRun.tapPromise('ShellFirstPlugin', async () => {
      if (!this.connected || !this.contentSaved()) return;
      let timer;
      await Promise.race([
        new Promise((resolve) => this.waiting.push(resolve)),
        new Promise((resolve) => {
          timer = setTimeout(resolve, MAX_WAIT_MS);
        }),
      ]);
      clearTimeout(timer);
    });
  }
}

module.exports = { ShellFirstPlugin };
