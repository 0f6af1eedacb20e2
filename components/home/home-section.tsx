import type { ReactNode } from 'react';

export interface SectionLink {
  href: string;
  label: string;
}

/**
 * One band of the front page: a heading in the display face, the section's links to where it
 * continues (the calendar, the artists, the news), and its content, in the page's container.
 */
export function HomeSection({
  id,
  title,
  links = [],
  tone = 'paper',
  children,
}: {
  id: string;
  title: string;
  links?: SectionLink[];
  /** `ink`: a dark band (the lineup), with the light focus ring. */
  tone?: 'paper' | 'ink';
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  const band = tone === 'ink' ? 'on-dark bg-ink text-paper [--focus-ring:var(--color-sun)]' : '';
  const linkClass = tone === 'ink' ? 'btn border-paper text-paper hover:bg-sun hover:border-sun hover:text-ink' : 'btn-outline';
  return (
    <section id={id} aria-labelledby={headingId} className={`border-b-2 border-ink ${band}`}>
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-12 lg:py-16">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id={headingId} className="section-title">
            {title}
          </h2>
          {links.length > 0 && (
            <ul className="flex flex-wrap gap-2">
              {links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className={linkClass}>
                    {link.label} <span aria-hidden="true">→</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {children}
      </div>
    </section>
  );
}
