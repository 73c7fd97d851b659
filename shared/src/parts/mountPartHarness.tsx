/**
 * The entry of a part's standalone page, built by the engine (engine/part/harness.js, React left to
 * the part's build, which shares it): the part's server hands it the part's `./Page` module.
 */
import { createRoot } from 'react-dom/client';
import type { PartModule } from './partContract';
import { PartHarness } from './PartHarness';

export function mountPartHarness(load: () => Promise<PartModule>, title: string): void {
  const root = createRoot(document.getElementById('root')!);
  load().then(
    (module) => root.render(<PartHarness title={title} module={module} />),
    // The live channel reloads the page once the build that fixes it is done.
    (error: unknown) => console.error(`${title}: src/Page could not be loaded.`, error),
  );
}
