/**
 * The check that keeps one React on the page: the shell provides React and react-dom to every
 * remote (a singleton), so each remote's mf-manifest.json must declare the same versions as the
 * shell's. A remote built with another React would fail at run time with a hook error, or a
 * warning and a second copy; this fails the build instead, naming the remote and both versions.
 */
const SHARED = ['react', 'react-dom'];

/** The shell's versions: the React this checkout installs, which the shell's build bundles. */
function shellReactVersions() {
  return Object.fromEntries(SHARED.map((name) => [name, require(`${name}/package.json`).version]));
}

/**
 * @param {string} label      the remote's manifest as messages name it ("cv/mf-manifest.json")
 * @param {object} manifest   its parsed mf-manifest.json
 * @param {Record<string, string>} shell  the shell's versions (shellReactVersions())
 * @returns {string[]} one message per package that does not match
 */
function sharedReactProblems(label, manifest, shell) {
  const shared = Array.isArray(manifest.shared) ? manifest.shared : [];
  return SHARED.flatMap((name) => {
    const declared = shared.find((entry) => entry?.name === name);
    if (!declared) return [`${label} does not share ${name}: the remote would bring its own copy (the shell provides ${name} ${shell[name]})`];
    if (declared.version !== shell[name]) {
      return [`${label} shares ${name} ${declared.version}, but the shell provides ${name} ${shell[name]}: rebuild the remote with the shell's lock file (npm ci && npm run build)`];
    }
    return [];
  });
}

module.exports = { sharedReactProblems, shellReactVersions };
