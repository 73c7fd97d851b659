/**
 * The shell's remote map: where each remote's mf-manifest.json is, written into the shell's
 * index.html as a JSON data block (never executed, so the CSP needs no 'unsafe-inline'). The build
 * writes absolute addresses; `npm run build:site` rewrites them to folders relative to the page.
 */
const REMOTE_MAP_ID = 'portfolio-remotes';

/** @param {{ name: string, entry: string }[]} remotes */
function remoteMapTag(remotes) {
  // "<" escaped so no value can close the element.
  const json = JSON.stringify(remotes).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${REMOTE_MAP_ID}">${json}</script>`;
}

/** Replaces the remote map of a (minified) shell page; throws if the page has none. */
function replaceRemoteMap(html, remotes) {
  const pattern = new RegExp(`<script[^>]*\\bid="?${REMOTE_MAP_ID}"?[^>]*>[^<]*</script>`);
  if (!pattern.test(html)) throw new Error(`the shell's index.html has no remote map (#${REMOTE_MAP_ID}): rebuild the shell`);
  return html.replace(pattern, remoteMapTag(remotes));
}

module.exports = { REMOTE_MAP_ID, remoteMapTag, replaceRemoteMap };
