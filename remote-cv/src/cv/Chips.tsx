/** Short items (tools, skills) as a wrapping row of chips. */
export function Chips({ items, label, className = '' }: { items: string[]; label?: string; className?: string }) {
  return (
    <ul className={`chips ${className}`.trim()} aria-label={label}>
      {items.map((item, index) => (
        <li key={index} className="chip">
          {item}
        </li>
      ))}
    </ul>
  );
}
