import { useState, type ComponentType } from 'react';
import type { PageName, PageProps } from '../contract';
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
export function StandaloneHarness({ remote, modules }: { remote: string; modules: HarnessModule[] }) {
  const [selected, setSelected] = useState(0);
  const [lastNavigation, setLastNavigation] = useState<PageName | null>(null);
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
