/**
 * The shell's Module Federation runtime. It is created here, in a chunk loaded on first use, rather
 * than by the build plugin in the shell's entry: the home page hydrates without waiting for the
 * runtime (~22 KB gzip) to download and initialise, and the runtime arrives with the first remote
 * (the music player, loaded when the browser is idle).
 *
 * The shell provides its own React to the remotes' share scope, so every remote renders with the
 * one React that hydrated the page.
 */
import { createInstance } from '@module-federation/enhanced/runtime';
import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import federationRuntimePlugin from './federationRuntimePlugin';
import { readRemoteMap } from './remoteMap';

function provided(lib: object) {
  return {
    version: React.version,
    lib: () => lib,
    shareConfig: { singleton: true, requiredVersion: `^${React.version}` },
  };
}

const federation = createInstance({
  name: 'shell',
  remotes: readRemoteMap(),
  shared: {
    react: provided(React),
    'react/jsx-runtime': provided(ReactJsxRuntime),
    'react-dom': provided(ReactDom),
    'react-dom/client': provided(ReactDomClient),
  },
  // version-first would load every remote to compare versions: one remote down would fail them all.
  shareStrategy: 'loaded-first',
  plugins: [federationRuntimePlugin()],
});

export function loadRemote<T>(id: string): Promise<T | null> {
  return federation.loadRemote<T>(id);
}

