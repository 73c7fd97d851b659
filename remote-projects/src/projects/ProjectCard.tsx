import { formatDate, t } from '@portfolio/shared';
import type { ProjectItem } from '../github/types';

/** One repository. Every string is GitHub's, so it is rendered as text; URLs were checked to be http(s). */
export function ProjectCard({ item }: { item: ProjectItem }) {
  const href = item.deploymentURL ?? item.url;
  // The date is a <time> element inside the sentence, wherever the language puts it.
  const [beforeDate = '', afterDate = ''] = t('projects.lastUpdated').split('{date}');
  return (
    <section className="card projects-card">
      <h2 className="projects-card__title">
        {href ? (
          <a className="button button--primary projects-card__link" href={href} target="_blank" rel="noopener noreferrer">
            {item.name}
            <span className="visually-hidden">{` ${t('common.newTab')}`}</span>
          </a>
        ) : (
          item.name
        )}
      </h2>
      <p className="projects-card__meta">{t('projects.mainLanguage', { language: item.language ?? t('projects.noLanguage') })}</p>
      <p className="projects-card__meta">
        {beforeDate}
        {item.lastUpdated ? <time dateTime={item.lastUpdated}>{formatDate(item.lastUpdated)}</time> : t('projects.unknownDate')}
        {afterDate}
      </p>
      {item.description && <p className="projects-card__description">{item.description}</p>}
    </section>
  );
}
