/**
 * A part on its own (`npm start` in the part's repository, builder/parts/partServer.js): the page as
 * the site shows it, in the site's frame and theme (PartInFrame), under the bar every app's
 * standalone page has: its name, where `onNavigate` would have gone, the theme switch. Each build
 * of the part reloads it, in place, through the same live channel the site's servers speak.
 */
import { useEffect, useState } from 'react';
import type { Place } from '../contract';
import { startLiveUpdates } from '../dev/liveUpdates';
import { t } from '../i18n/pageContext';
import { ThemeToggle } from '../theme/ThemeToggle';
import type { PartModule } from './partContract';
import { PartInFrame } from './PartInFrame';
import '../harness/harness.css';

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
        <PartInFrame title={title} module={module} onNavigate={setLastNavigation} />
      </main>
    </>
  );
}
