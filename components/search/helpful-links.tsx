import type { MouseEventHandler } from 'react';
import type { SearchStrings } from './search-strings';

/** A secondary (search) menu item, with its link already built on the server. */
export interface HelpfulLink {
  id: string;
  label: string;
  href: string;
  /** External links open in a new tab: the visitor keeps the site open. */
  external: boolean;
  children: HelpfulLink[];
}

function LinkList({
  links,
  strings,
  onNavigate,
}: {
  links: HelpfulLink[];
  strings: Pick<SearchStrings, 'newTab'>;
  onNavigate?: MouseEventHandler<HTMLAnchorElement>;
}) {
  return (
    <ul className="flex flex-col gap-1">
      {links.map((link) => (
        <li key={link.id}>
          <a
            href={link.href}
            onClick={onNavigate}
            className="link"
            {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {link.label}
            {link.external && <span className="sr-only"> {strings.newTab}</span>}
          </a>
          {link.children.length > 0 && (
            <div className="ml-4 mt-1">
              <LinkList links={link.children} strings={strings} onNavigate={onNavigate} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/** 'Helpful Links': the secondary menu of the language, shown only when it has items. */
export function HelpfulLinks({
  links,
  strings,
  headingId,
  onNavigate,
}: {
  links: HelpfulLink[];
  strings: Pick<SearchStrings, 'helpfulLinks' | 'newTab'>;
  headingId: string;
  onNavigate?: MouseEventHandler<HTMLAnchorElement>;
}) {
  if (links.length === 0) return null;
  return (
    <nav aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="eyebrow">
        {strings.helpfulLinks}
      </h2>
      <LinkList links={links} strings={strings} onNavigate={onNavigate} />
    </nav>
  );
}
