import { Fragment, type ReactNode } from 'react';
import type { TextKey } from './languages';
import { t } from './pageContext';

/** A template's literal runs and `{name}` slots, in order: "Main language: {language}" → ["Main language: ", { name: "language" }]. */
export function templateParts(template: string): Array<string | { name: string }> {
  return template.split(/\{(\w+)\}/).flatMap((part, index): Array<string | { name: string }> => (index % 2 === 1 ? [{ name: part }] : part ? [part] : []));
}

/**
 * A catalogue text whose values are markup (a <time>) or words of another direction (a language
 * name, a date): each value is isolated in <bdi>, so "TypeScript" in a Persian sentence, or a
 * Persian word in an English one, does not reorder the punctuation around it.
 */
export function TextWithValues({ textKey, values }: { textKey: TextKey; values: Record<string, ReactNode> }) {
  return (
    <>
      {templateParts(t(textKey)).map((part, index) =>
        typeof part === 'string' ? <Fragment key={index}>{part}</Fragment> : <bdi key={index}>{values[part.name] ?? `{${part.name}}`}</bdi>,
      )}
    </>
  );
}
