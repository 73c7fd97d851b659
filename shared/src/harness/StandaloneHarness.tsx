import { useEffect, useState, type ComponentType } from 'react';
import type { PageProps, Place } from '../contract';
import { ThemeToggle } from '../theme/ThemeToggle';
import { t } from '../i18n/pageContext';
import './harness.css';

export interface HarnessModule {
  /** The federated module name, e.g. "./ExperiencePage". */
  name: string;
  component: ComponentType<PageProps>;
}

/**
 * The page a remote shows when opened on its own dev or preview server: a bar to pick one of its
 * exposed modules and the module itself, so one part can be developed without the shell.
 */
const SELECTED_KEY = 'portfolio:harness-module';

/** Under `npm start` a reload (live or by hand) keeps the module that was open. */
function initialModule(modules: HarnessModule[]): number {
  if (!__DEV__) return 0;
  const index = modules.findIndex((module) => module.name === sessionStorage.getItem(SELECTED_KEY));
  return Math.max(index, 0);
}

export function StandaloneHarness({ remote, modules }: { remote: string; modules: HarnessModule[] }) {
  const [selected, setSelected] = useState(() => initialModule(modules));
  useEffect(() => {
    if (__DEV__) void import('../dev/liveUpdates').then(({ startLiveUpdates }) => startLiveUpdates({ origins: [window.location.origin] }));
  }, []);
  useEffect(() => {
    if (__DEV__) sessionStorage.setItem(SELECTED_KEY, modules[selected]?.name ?? '');
  }, [modules, selected]);
  const [lastNavigation, setLastNavigation] = useState<Place | null>(null);
  const Current = modules[selected]?.component;
  return (
    <>
      <nav className="harness" aria-label={t('harness.modules', { remote })}>
        <strong className="harness__name">{remote}</strong>
        {modules.map((module, index) => (
          <button
            key={module.name}
            type="button"
            className="harness__button"
            aria-pressed={index === selected}
            onClick={() => setSelected(index)}
          >
            {module.name}
          </button>
        ))}
        <span className="harness__log" role="status">
          {lastNavigation ? `onNavigate("${lastNavigation}")` : t('harness.standalone')}
        </span>
        <ThemeToggle />
      </nav>
      <main>{Current && <Current key={selected} onNavigate={setLastNavigation} />}</main>
    </>
  );
}
