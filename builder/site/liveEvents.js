/**
 * A development server's live channel, `/__live`, for servers that build without webpack's dev
 * server (an owner's `folio start`, a part's `folio part:start`): each build's hash and problems, as
 * server-sent events in the protocol of this repository's dev servers (builder/webpack/liveChannel.js,
 * shared/src/dev/liveState.ts). A page that connects hears the last finished build at once.
 */
const LIVE_PATH = '/__live';

class LiveEvents {
  /** @param {string} app  the app its messages name */
  constructor(app) {
    this.app = app;
    this.listeners = new Set();
    this.latest = null;
  }

  send(message) {
    const data = `data: ${JSON.stringify({ app: this.app, ...message })}\n\n`;
    if (!message.building) this.latest = data;
    for (const response of this.listeners) response.write(data);
  }

  /** Answers the request if it is for the channel; whether it was. */
  serve(req, res) {
    if (new URL(req.url, 'http://localhost').pathname !== LIVE_PATH) return false;
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', 'Access-Control-Allow-Origin': '*' });
    this.listeners.add(res);
    if (this.latest) res.write(this.latest);
    req.on('close', () => this.listeners.delete(res));
    return true;
  }

  close() {
    for (const response of this.listeners) response.end();
  }
}

module.exports = { LiveEvents, LIVE_PATH };
