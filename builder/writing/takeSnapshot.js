#!/usr/bin/env node
/**
 * Child process of writingSnapshot.js: reads the feed named in argv[2] ({ writing }) and
 * prints the result as JSON, covers in base64. A strict build's unreadable feed exits 1 with why.
 */
const { takeWritingSnapshot } = require('./feedSnapshot');

async function main() {
  const { writing } = JSON.parse(process.argv[2]);
  const warnings = [];
  let report = '';
  const result = await takeWritingSnapshot({ writing, log: (line) => (report = line), warn: (line) => warnings.push(line) });
  const covers = result.covers.map(({ name, image }) => ({ name, image: image.toString('base64') }));
  process.stdout.write(JSON.stringify({ ...result, covers, report, warnings }));
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
