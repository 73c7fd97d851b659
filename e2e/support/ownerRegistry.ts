import { join } from 'node:path';
import { stage } from '../../tools/release/stage';
import { startRegistry, type LocalRegistry } from '../../tools/release/localRegistry';

/**
 * A real npm registry on loopback (Verdaccio) holding this working tree's two packages, laid out as
 * a release lays them out (tools/release/stage.js, into `parent`/packages): what `npm create
 * @folio-federation@latest` installs from in the tests of a new owner's first steps.
 */
export async function registryWithThisTree(parent: string): Promise<{ registry: LocalRegistry; version: string }> {
  const staged = stage({ out: join(parent, 'packages') });
  const registry = await startRegistry();
  registry.publish(staged.engine);
  registry.publish(staged.create);
  return { registry, version: staged.version };
}
