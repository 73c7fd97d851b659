import type { RichText } from '../parser';
import { RichTextView } from './RichTextView';

export function Bullets({ items }: { items: RichText[] }) {
  if (items.length === 0) return null;
  return (
    <ul className="cv-entry__bullets">
      {items.map((item, index) => (
        <li key={index}>
          <RichTextView text={item} />
        </li>
      ))}
    </ul>
  );
}
