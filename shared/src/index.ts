export * from './contract';
export type { SiteContent } from './content/schema';
export { site } from './content/site';
export { SectionPage, LOADING_OVERLAY_DELAY_MS, type BackgroundVideo, type SectionPageProps } from './frame/SectionPage';
export { useDelayedFlag } from './frame/useDelayedFlag';
export { usePrefersReducedMotion } from './frame/usePrefersReducedMotion';
export { StandaloneHarness, type HarnessModule } from './harness/StandaloneHarness';
export { createStateCell, type StateCell } from './store/stateCell';
export { ThemeToggle } from './theme/ThemeToggle';
