#!/usr/bin/env node
/**
 * `npm run fake-github [-- --mode rate-limit] [--port 8090] [--slow-ms 2500]`: the fake GitHub API
 * for offline development. Switch modes while it runs:
 *   curl -X POST 'http://localhost:8090/__control/mode?mode=500'
 */
const { parseArgs } = require('node:util');
const { start, MODES, USER, DEFAULT_PORT } = require('./server');

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'normal' },
    port: { type: 'string' },
    'slow-ms': { type: 'string' },
  },
});

async function main() {
  if (!MODES.includes(values.mode)) {
    console.error(`Unknown mode "${values.mode}". Modes: ${MODES.join(', ')}`);
    process.exit(2);
  }
  const port = Number(values.port || process.env.PORT || DEFAULT_PORT);
  const server = await start({
    port,
    mode: values.mode,
    slowMs: values['slow-ms'] ? Number(values['slow-ms']) : undefined,
  });
  console.log(`Fake GitHub API on ${server.url} (mode: ${server.mode}), user "${USER}":`);
  console.log(`  ${server.url}/users/${USER}/repos?per_page=100&sort=pushed`);
  console.log(`  switch modes: curl -X POST '${server.url}/__control/mode?mode=<${MODES.join('|')}>'`);
  const stop = () => server.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
