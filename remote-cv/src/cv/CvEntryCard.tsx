import type { ReactNode } from 'react';
import type { RichText } from '../parser';
import { Bullets } from './Bullets';
import { RichTextView } from './RichTextView';

interface Props {
  /** h2 on a page of entries, h3 inside a titled section. */
  level: 2 | 3;
  title: RichText;
  /** The emphasised line under the title, e.g. "location - company". */
  meta: ReactNode;
  /** Quieter lines (dates, places); empty ones are left out. */
  details: RichText[];
  bullets?: RichText[];
  children?: ReactNode;
}

/** One CV entry (a job, a qualification, a degree) as a card. */
export function CvEntryCard({ level, title, meta, details, bullets = [], children }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <article className="card cv-entry">
      <Heading className="cv-entry__title">
        <RichTextView text={title} />
      </Heading>
      <p className="cv-entry__meta">{meta}</p>
      {details
        .filter((detail) => detail.length > 0)
        .map((detail, index) => (
          <p key={index} className="cv-entry__detail">
            <RichTextView text={detail} />
          </p>
        ))}
      <Bullets items={bullets} />
      {children}
    </article>
  );
}
