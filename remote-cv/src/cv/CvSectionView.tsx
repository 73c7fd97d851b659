import { useId, type ReactNode } from 'react';
import { t } from '@portfolio/shared';
import { plainText, type CvEvent, type CvItem, type CvSection, type RichText } from '../parser';
import { Bullets } from './Bullets';
import { Chips } from './Chips';
import { CvEntryCard } from './CvEntryCard';
import { repeatsHeading } from './repeatsHeading';
import { JoinedText, RichTextView } from './RichTextView';

const MAX_RATING = 5;

/** SPEC §2: a job reads "location - company"; a qualification "issuer - company"; others "organisation". */
function EventCard({ event, kind }: { event: CvEvent; kind: CvSection['kind'] }) {
  const job = kind === 'experience' || kind === 'internships';
  const certificate = kind === 'qualifications' || kind === 'certifications';
  const meta = job ? (
    <JoinedText first={event.location} second={event.organisation} />
  ) : certificate ? (
    <JoinedText first={event.organisation} second={event.location} />
  ) : (
    <RichTextView text={event.organisation} />
  );
  const details: RichText[] = job || certificate ? [event.date] : [event.location, event.date];
  return (
    <CvEntryCard level={3} title={event.title} meta={meta} details={details} bullets={event.lines}>
      {event.stack.length > 0 && <Chips items={event.stack} label={t('cv.techStack')} className="cv-entry__stack" />}
    </CvEntryCard>
  );
}

/** \cvskill ratings: dots for the eye, "4 of 5" for a screen reader. */
function SkillRatings({ skills }: { skills: Extract<CvItem, { type: 'skill' }>[] }) {
  return (
    <ul className="card cv-skills">
      {skills.map((skill, index) => (
        <li key={index} className="cv-skill">
          <span className="cv-skill__name">{skill.name}</span>
          {skill.rating !== undefined && (
            <>
              <span className="cv-skill__dots" aria-hidden="true">
                {Array.from({ length: MAX_RATING }, (_, dot) => (
                  <span key={dot} className={`cv-skill__dot${skill.rating! >= dot + 1 ? ' cv-skill__dot--on' : skill.rating! > dot ? ' cv-skill__dot--half' : ''}`} />
                ))}
              </span>
              <span className="visually-hidden">
                {` ${t('cv.rating', { rating: skill.rating, max: MAX_RATING })}`}
              </span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

type Field = Extract<CvItem, { type: 'field' }>;

/** moderncv's \cvitem lines: label and text side by side, as its PDF shows them. */
function Fields({ fields }: { fields: Field[] }) {
  return (
    <dl className="card cv-fields">
      {fields.map((field, index) => (
        <div key={index} className="cv-field">
          <dt className="cv-field__label">
            <RichTextView text={field.label} />
          </dt>
          <dd className="cv-field__text">
            <RichTextView text={field.text} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

type Group = CvItem | { type: 'skills'; items: Extract<CvItem, { type: 'skill' }>[] } | { type: 'fields'; items: Field[] };

/** Consecutive \cvskill lines form one list, and consecutive labelled lines one card. */
function groupItems(items: CvItem[]): Group[] {
  const groups: Group[] = [];
  for (const item of items) {
    const last = groups[groups.length - 1];
    if (item.type === 'skill' && last?.type === 'skills') last.items.push(item);
    else if (item.type === 'field' && last?.type === 'fields') last.items.push(item);
    else if (item.type === 'skill') groups.push({ type: 'skills', items: [item] });
    else if (item.type === 'field') groups.push({ type: 'fields', items: [item] });
    else groups.push(item);
  }
  return groups;
}

function Item({ item, section }: { item: CvItem; section: CvSection }): ReactNode {
  switch (item.type) {
    case 'event':
      return <EventCard event={item} kind={section.kind} />;
    case 'tags':
      return (
        <div className="card">
          {item.label && <h3 className="cv-tags__label">{item.label}</h3>}
          <Chips items={item.tags} label={item.label} />
        </div>
      );
    case 'list':
      return section.page === 'skills' ? (
        <div className="card">
          <Chips items={item.items.map(plainText)} />
        </div>
      ) : (
        <div className="card">
          <Bullets items={item.items} />
        </div>
      );
    case 'achievement':
      return (
        <article className="card cv-entry">
          <h3 className="cv-entry__title">
            <RichTextView text={item.title} />
          </h3>
          {item.text.length > 0 && (
            <p className="cv-entry__detail">
              <RichTextView text={item.text} />
            </p>
          )}
          {item.tags && <Chips items={item.tags} className="cv-entry__stack" />}
        </article>
      );
    case 'reference':
      return <CvEntryCard level={3} title={item.name} meta={<RichTextView text={item.lines[0] ?? []} />} details={item.lines.slice(1)} />;
    case 'subsection':
      return <h3 className="cv-subsection">{item.title}</h3>;
    case 'paragraph':
      return (
        <p className="cv-paragraph">
          <RichTextView text={item.text} />
        </p>
      );
    case 'quote':
      return (
        <blockquote className="cv-quote">
          <RichTextView text={item.text} />
        </blockquote>
      );
    default:
      return null;
  }
}

/**
 * One section of the CV, under its own title as the CV writes it. A title that repeats the page's
 * heading ("Experience" on Experience) is not shown twice: it stays for screen readers, which
 * name the section by it.
 */
export function CvSectionView({ section, pageHeading }: { section: CvSection; pageHeading: string }) {
  const id = useId();
  return (
    <section className="cv-section" aria-labelledby={id}>
      <h2 id={id} className={repeatsHeading(section.title, pageHeading) ? 'visually-hidden' : 'cv-section__title'}>
        {section.title}
      </h2>
      {groupItems(section.items).map((group, index) =>
        group.type === 'skills' ? (
          <SkillRatings key={index} skills={group.items} />
        ) : group.type === 'fields' ? (
          <Fields key={index} fields={group.items} />
        ) : (
          <Item key={index} item={group} section={section} />
        ),
      )}
    </section>
  );
}
