declare global {
  /** Where webpack loaded this remote from (publicPath 'auto'); the snapshot file sits beside it. */
  const __webpack_public_path__: string;
}

export {};
