import Image from '@/components/static-image';
import { itemPath } from '@/i18n/content-types';
import { festivalCategorySlug } from '@/i18n/festival';
import type { Locale } from '@/i18n/locales';
import { tintCycle } from '@/lib/design-tokens';
import type { PopCategory } from '@/queries/types';

/** Tailwind needs whole class names: one per tint of the design tokens. */
const tintClasses: Record<(typeof tintCycle)[number], string> = {
  lilac: 'bg-tint-lilac',
  mint: 'bg-tint-mint',
  peach: 'bg-tint-peach',
  sky: 'bg-tint-sky',
  pink: 'bg-tint-pink',
  sun: 'bg-tint-sun',
};

/**
 * The festival's sections (the pop categories: music, visual arts, film, kids, marché, puces,
 * symposium), each a card with its image and subtitle leading to its about page; the
 * festival's own first (it is the about root), then the content's order. Each gets a tint.
 */
export function FestivalSections({ sections, locale }: { sections: PopCategory[]; locale: Locale }) {
  const own = festivalCategorySlug[locale];
  const ordered = [...sections.filter((s) => s.slug === own), ...sections.filter((s) => s.slug !== own)];
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {ordered.map((section, index) => (
        <li key={section.id}>
          <a href={itemPath('about', locale, section)} className="card group">
            <Image
              src={section.image?.url ?? '/placeholder.svg'}
              alt=""
              width={258}
              height={142}
              sizes="(min-width: 72rem) 270px, (min-width: 64rem) 25vw, (min-width: 40rem) 50vw, 100vw"
              className="card-image"
            />
            <span className={`card-body ${tintClasses[tintCycle[index % tintCycle.length]!]}`}>
              <span className="card-title group-hover:underline">{section.title}</span>
              {section.subtitle && <span>{section.subtitle}</span>}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
