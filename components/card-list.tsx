import type { ReactNode } from 'react';

/** Items as a list of cards: one `<li>` per item (keyed by its id), `card` drawing each. */
export function CardList<T extends { id: string }>({ items, className, card }: { items: readonly T[]; className: string; card: (item: T) => ReactNode }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>{card(item)}</li>
      ))}
    </ul>
  );
}
