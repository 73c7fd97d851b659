/**
 * Stands in for the federation runtime when the first view is prerendered in node: remote parts
 * render their loading placeholder there and load for real in the browser.
 */
export function createInstance() {
  return {
    loadRemote(): Promise<never> {
      return new Promise<never>(() => undefined);
    },
  };
}
