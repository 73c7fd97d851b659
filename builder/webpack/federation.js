/** A remote's Module Federation container: what it exposes, and React shared as one copy. */
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const REACT_VERSION = require('react/package.json').version;
const sharedSingleton = { singleton: true, requiredVersion: `^${REACT_VERSION}` };

// The shell is no build-time federation host: it creates its federation runtime on first use
// (shell/src/remotes/federation.ts), so the runtime is not part of its start-up.
function remoteContainer(name, exposes) {
  return new ModuleFederationPlugin({
    name,
    filename: 'remoteEntry.js',
    exposes,
    shared: {
      react: sharedSingleton,
      'react/jsx-runtime': sharedSingleton,
      'react-dom': sharedSingleton,
      'react-dom/client': sharedSingleton,
    },
    // version-first would negotiate with every remote at start-up; the shell provides React.
    shareStrategy: 'loaded-first',
    dts: false,
    // Trims the federation runtime each remoteEntry.js carries: browser code only, no manifest
    // (snapshot) handling and no remotes of its own.
    experiments: { optimization: { target: 'web', disableSnapshot: true, disableRemote: true } },
  });
}

module.exports = { remoteContainer };
