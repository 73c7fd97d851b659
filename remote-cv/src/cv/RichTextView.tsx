import { Fragment, type ReactNode } from 'react';
import type { Inline, RichText } from '../parser';

function styled(node: Extract<Inline, { kind: 'text' }>): ReactNode {
  let content: ReactNode = node.text;
  if (node.italic) content = <em>{content}</em>;
  if (node.bold) content = <strong>{content}</strong>;
  return content;
}

/**
 * Renders parsed CV text as React elements (never as HTML). Neighbouring runs with the same link
 * target form one anchor; the parser has already limited targets to http(s) and mailto.
 */
export function RichTextView({ text }: { text: RichText }) {
  const parts: ReactNode[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const node = text[index]!;
    if (node.kind === 'break') {
      parts.push(<br key={index} />);
      continue;
    }
    if (!node.href) {
      parts.push(<Fragment key={index}>{styled(node)}</Fragment>);
      continue;
    }
    const href = node.href;
    const runs: ReactNode[] = [];
    for (; index < text.length; index += 1) {
      const run = text[index]!;
      if (run.kind !== 'text' || run.href !== href) break;
      runs.push(<Fragment key={index}>{styled(run)}</Fragment>);
    }
    index -= 1;
    parts.push(
      <a key={index} href={href} target="_blank" rel="noopener noreferrer">
        {runs}
      </a>,
    );
  }
  return <>{parts}</>;
}

/** Two texts joined with " - ", or just the one that is there. */
export function JoinedText({ first, second }: { first: RichText; second: RichText }) {
  return (
    <>
      <RichTextView text={first} />
      {first.length > 0 && second.length > 0 && ' - '}
      <RichTextView text={second} />
    </>
  );
}
