import type { ReactNode } from 'react';

/** A card's title: a heading holding the link to the card's item (`card-title`, `card-link` in app/globals.css). */
export function CardTitle({ heading: Heading, href, children }: { heading: 'h2' | 'h3'; href: string; children: ReactNode }) {
  return (
    <Heading className="card-title">
      <a href={href} className="card-link">
        {children}
      </a>
    </Heading>
  );
}
