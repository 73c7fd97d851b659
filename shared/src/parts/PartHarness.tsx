/**
 * A part on its own (`npm start` in the part's repository, builder/parts/partServer.js): the page as
 * the site shows it, in the site's frame and theme (PartInFrame), under the bar every app's
 * standalone page has: its name, where `onNavigate` would have gone, the theme switch. Each build
 * of the part reloads it, in place, through the same live channel the site's servers speak.
 */
import { Component, useEffect, useState, type ReactNode } from 'react';
import type { Place } from '../contract';
import { startLiveUpdates } from '../dev/liveUpdates';
import { t } from '../i18n/pageContext';
import { ThemeToggle } from '../theme/ThemeToggle';
import type { PartModule } from './partContract';
import { PartInFrame } from './PartInFrame';
import '../harness/harness.css';

/**
 * A page that throws while rendering shows what it threw, where the site would offer Retry: this is
 * its developer's page, and the next good build (a save) reloads it.
 */
class ThrownHere extends Component<{ children: ReactNode }, { thrown: { value: unknown } | null }> {
  override state: { thrown: { value: unknown } | null } = { thrown: null };

  static getDerivedStateFromError(value: unknown) {
    return { thrown: { value } };
  }

  override render() {
    if (!this.state.thrown) return this.props.children;
    const { value } = this.state.thrown;
    return (
      <pre className="harness__thrown" role="alert">
        {value instanceof Error ? (value.stack ?? `${value.name}: ${value.message}`) : String(value)}
      </pre>
    );
  }
}

export function PartHarness({ title, module }: { title: string; module: PartModule }) {
  const [lastNavigation, setLastNavigation] = useState<Place | null>(null);
  useEffect(() => startLiveUpdates({ origins: [window.location.origin] }), []);
  return (
    <>
      <nav className="harness" aria-label={t('harness.modules', { remote: title })}>
        <strong className="harness__name">{title}</strong>
        <span className="harness__log" role="status">
          {lastNavigation ? `onNavigate("${lastNavigation}")` : t('harness.standalone')}
        </span>
        <ThemeToggle />
      </nav>
      <main>
        <ThrownHere>
          <PartInFrame title={title} module={module} onNavigate={setLastNavigation} />
        </ThrownHere>
      </main>
    </>
  );
}
