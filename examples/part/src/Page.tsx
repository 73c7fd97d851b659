import { useState } from 'react';

/** The contract this part was built against (shared/src/parts/partContract.ts PART_CONTRACT). */
export const contract = 1;

interface Props {
  lang: string;
  dir: 'ltr' | 'rtl';
  onNavigate(place: string): void;
}

/** A part of an owner's own, as a test builds it: state, a chunk of its own loaded on demand, a way home. */
export default function Page({ lang, dir, onNavigate }: Props) {
  const [count, setCount] = useState(0);
  const [more, setMore] = useState<string | null>(null);
  return (
    <section aria-label="Lab">
      <p>{`The lab, in ${lang} (${dir}).`}</p>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        {`Pressed ${count} times`}
      </button>
      <button type="button" onClick={() => void import('./more').then(({ moreText }) => setMore(moreText))}>
        Load more
      </button>
      {more && <p>{more}</p>}
      <button type="button" onClick={() => onNavigate('home')}>
        Home from the lab
      </button>
    </section>
  );
}
