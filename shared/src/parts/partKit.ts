/**
 * What a part's code imports from the engine's package (`@folio-federation/core/part`): the contract
 * it is built against, its version and types. The engine build compiles it with its declarations
 * into engine/part/ (builder/webpack/partKit.js), so a part types against the engine it installed.
 */
export { PART_CONTRACT, type PartModule, type PartPageProps } from './partContract';
export type { Place } from '../contract';
