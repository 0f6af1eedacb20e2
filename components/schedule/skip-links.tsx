export interface SkipLink {
  href: string;
  label: string;
}

/**
 * Links past a long page's controls to its results and to each day, first in the page's content:
 * a keyboard's first stops after "Skip to content", out of sight until one of them has focus
 * (`.skip-links`, app/globals.css). Each target is an element on the page, so the next Tab goes
 * on from there.
 */
export function SkipLinks({ label, links }: { label: string; links: SkipLink[] }) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={label} className="skip-links">
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="chip">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
