import { t } from '@portfolio/shared';
import type { ProjectItem } from '../github/types';
import { staleNotice, unavailableMessage } from './format';
import { ProjectCard } from './ProjectCard';
import type { ProjectsView } from './state';
import './projects.css';

function ProjectList({ items }: { items: ProjectItem[] }) {
  if (items.length === 0) return <p className="projects-empty">{t('projects.none')}</p>;
  return (
    <>
      <p className="projects-count">{t('projects.count', { count: items.length })}</p>
      <ul className="projects-list" aria-label={t('projects.list')}>
        {items.map((item) => (
          <li key={item.name}>
            <ProjectCard item={item} />
          </li>
        ))}
      </ul>
    </>
  );
}

function statusOf(view: ProjectsView): { text: string; notice: boolean } | null {
  if (view.kind === 'loading') return { text: t('projects.loading'), notice: false };
  if (view.kind !== 'saved') return null;
  if (view.failure) return { text: staleNotice(view.takenAt, view.failure), notice: true };
  return view.checking ? { text: t('projects.checking'), notice: false } : null;
}

export function ProjectsContent({ view, onRetry }: { view: ProjectsView; onRetry(): void }) {
  const status = statusOf(view);
  return (
    <div className="projects">
      {/* Always mounted, so screen readers announce each change of its text. */}
      <p className={status?.notice ? 'notice projects-notice' : 'projects-status'} role="status">
        {status?.text}
      </p>
      {(view.kind === 'live' || view.kind === 'saved') && <ProjectList items={view.items} />}
      {view.kind === 'unavailable' && (
        <div className="card projects-unavailable">
          <p role="alert">{unavailableMessage(view.failure)}</p>
          <button type="button" className="button button--primary" onClick={onRetry}>
            {t('common.retry')}
          </button>
        </div>
      )}
    </div>
  );
}
