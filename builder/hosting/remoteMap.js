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

const mapPattern = () => new RegExp(`<script[^>]*\\bid="?${REMOTE_MAP_ID}"?[^>]*>([^<]*)</script>`);

function mapOf(html) {
  const found = mapPattern().exec(html);
  if (!found) throw new Error(`the shell's index.html has no remote map (#${REMOTE_MAP_ID}): rebuild the shell`);
  return found;
}

/** Replaces the remote map of a (minified) shell page; throws if the page has none. */
function replaceRemoteMap(html, remotes) {
  mapOf(html);
  return html.replace(mapPattern(), remoteMapTag(remotes));
}

/** A part's entry (builder/parts/parts.js), not one of the site's remotes. */
const isPart = ({ name }) => name.startsWith('part_');

/** The site's remotes a shell page names (the writing remote only on a site with a Writing page). */
function remoteNamesOf(html) {
  return JSON.parse(mapOf(html)[1])
    .filter((remote) => !isPart(remote))
    .map(({ name }) => name);
}

/** The owner's parts a shell page names, as the build wrote them: name, entry, and what the page admits for each. */
function partEntriesOf(html) {
  return JSON.parse(mapOf(html)[1]).filter(isPart);
}

module.exports = { REMOTE_MAP_ID, remoteMapTag, replaceRemoteMap, remoteNamesOf, partEntriesOf };
