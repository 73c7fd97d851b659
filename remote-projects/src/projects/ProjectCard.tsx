import type { ProjectItem } from '../github/types';
import { formatDate } from './format';

/** One repository. Every string is GitHub's, so it is rendered as text; URLs were checked to be http(s). */
export function ProjectCard({ item }: { item: ProjectItem }) {
  const href = item.deploymentURL ?? item.url;
  return (
    <section className="card projects-card">
      <h2 className="projects-card__title">
        {href ? (
          <a className="button button--primary projects-card__link" href={href} target="_blank" rel="noopener noreferrer">
            {item.name}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : (
          item.name
        )}
      </h2>
      <p className="projects-card__meta">Main language: {item.language ?? 'not specified'}</p>
      <p className="projects-card__meta">
        Last updated: {item.lastUpdated ? <time dateTime={item.lastUpdated}>{formatDate(item.lastUpdated)}</time> : 'unknown'}
      </p>
      {item.description && <p className="projects-card__description">{item.description}</p>}
    </section>
  );
}
