import { TextWithValues, formatDate, t } from '@portfolio/shared';
import type { ProjectItem } from '../github/types';

/** One repository. Every string is GitHub's, so it is rendered as text; URLs were checked to be http(s). */
export function ProjectCard({ item }: { item: ProjectItem }) {
  const href = item.deploymentURL ?? item.url;
  return (
    <section className="card projects-card">
      <h2 className="projects-card__title">
        {href ? (
          <a dir="auto" className="button button--primary projects-card__link" href={href} target="_blank" rel="noopener noreferrer">
            {item.name}
            <span className="visually-hidden">{` ${t('common.newTab')}`}</span>
          </a>
        ) : (
          item.name
        )}
      </h2>
      <p className="projects-card__meta">
        <TextWithValues textKey="projects.mainLanguage" values={{ language: item.language ?? t('projects.noLanguage') }} />
      </p>
      <p className="projects-card__meta">
        <TextWithValues
          textKey="projects.lastUpdated"
          values={{ date: item.lastUpdated ? <time dateTime={item.lastUpdated}>{formatDate(item.lastUpdated)}</time> : t('projects.unknownDate') }}
        />
      </p>
      {/* GitHub's text, in whatever language the repository is written: its own direction. */}
      {item.description && (
        <p className="projects-card__description" dir="auto">
          {item.description}
        </p>
      )}
    </section>
  );
}
