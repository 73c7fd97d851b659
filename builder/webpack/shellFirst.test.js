/**
 * @jest-environment node
 */
const http = require('node:http');
const { ShellFirstPlugin } = require('./shellFirst');

/** A stand-in for the shell's development server: its live channel, written to by the test. */
async function startShell() {
  const listeners = new Set();
  const server = http.createServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/event-stream' });
    response.flushHeaders();
    listeners.add(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    say: (message) => listeners.forEach((response) => response.write(`data: ${JSON.stringify(message)}\n\n`)),
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))),
  };
}

/**
 * The plugin on a remote's compiler; `build(contentSaved)` runs its hook as a build does, for a
 * save of content the remote uses (true) or of any other file (false).
 */
function remoteWith(origin) {
  let hook;
  let saved = false;
  const compiler = { hooks: { watchRun: { tapPromise: (_name, fn) => (hook = fn) } } };
  const plugin = new ShellFirstPlugin({ shellOrigin: origin, contentSaved: () => saved });
  plugin.apply(compiler);
  return {
    plugin,
    build(contentSaved) {
      saved = contentSaved;
      let settled = false;
      const run = hook(compiler).then(() => (settled = true));
      return { run, settled: () => settled };
    },
  };
}

const until = async (condition) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
};
const moment = () => new Promise((resolve) => setTimeout(resolve, 200));
/** How long a build waited (the plugin's own cap is 3 s). */
const waited = async (run) => {
  const started = Date.now();
  await run;
  return Date.now() - started;
};

let shell;
afterEach(() => shell?.close());

it('starts a remote build for a content save once the shell says its build is done', async () => {
  shell = await startShell();
  const remote = remoteWith(shell.origin);
  await until(() => remote.plugin.connected);
  const build = remote.build(true);
  shell.say({ app: 'shell', building: true });
  await moment();
  expect(build.settled()).toBe(false);
  shell.say({ app: 'shell', hash: 'abc', problems: [], warnings: [] });
  await build.run;
});

it('starts a build for any other save (code, the CV) at once', async () => {
  shell = await startShell();
  const remote = remoteWith(shell.origin);
  await until(() => remote.plugin.connected);
  expect(await waited(remote.build(false).run)).toBeLessThan(100);
});

it('waits for nothing when the shell is not running (one remote started alone)', async () => {
  shell = await startShell();
  const { origin } = shell;
  await shell.close();
  shell = undefined;
  const remote = remoteWith(origin);
  await moment();
  expect(await waited(remote.build(true).run)).toBeLessThan(100);
});

it('stops waiting when the shell goes away', async () => {
  shell = await startShell();
  const remote = remoteWith(shell.origin);
  await until(() => remote.plugin.connected);
  const build = remote.build(true);
  await moment();
  const closing = shell.close();
  shell = undefined;
  expect(await waited(build.run)).toBeLessThan(1000);
  await closing;
});
