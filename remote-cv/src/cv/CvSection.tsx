import { useId, type ReactNode } from 'react';

/** One titled part of a CV page, with the sentence to show when the CV has nothing for it. */
export function CvSection({ title, empty, isEmpty, children }: { title: string; empty: string; isEmpty: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <section className="cv-section" aria-labelledby={id}>
      <h2 id={id} className="cv-section__title">
        {title}
      </h2>
      {isEmpty ? <p className="cv-empty">{empty}</p> : children}
    </section>
  );
}
