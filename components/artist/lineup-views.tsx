import { formatDayHeading } from '@/i18n/format';
import { itemPath } from '@/i18n/content-types';
import { getDictionary } from '@/i18n/dictionaries';
import type { Locale } from '@/i18n/locales';
import { formatCount } from '@/i18n/plural';
import { groupByLetter, lineupByDay, type LineupView, lineupViewHref } from '@/features/filters/lineup';
import type { Artist, Category, Event } from '@/queries/types';

const views: LineupView[] = ['cards', 'a-z', 'by-day', 'by-category'];

/** The views of the artist list: plain links, the current one marked with aria-current. */
export function LineupViewLinks({ active, locale }: { active: LineupView; locale: Locale }) {
  const t = getDictionary(locale).lineup;
  return (
    <nav aria-label={t.viewsLabel}>
      <ul className="filter-row">
        {views.map((view) => (
          <li key={view}>
            <a href={lineupViewHref(locale, view)} aria-current={active === view ? 'page' : undefined} className="day-tab">
              {t.views[view]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One group of the lineup (a letter, a day, a category): a heading and the artists' names. */
function LineupGroup({ id, heading, artists, locale }: { id: string; heading: string; artists: Artist[]; locale: Locale }) {
  return (
    <section aria-labelledby={id} className="scroll-mt-4" data-lineup-group={id}>
      <h2 id={id} className="section-title">
        {heading} <span className="meta font-body text-base normal-case">({formatCount(locale, getDictionary(locale).lineup.artistsCount, artists.length)})</span>
      </h2>
      <ul className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
        {artists.map((artist) => (
          <li key={artist.id}>
            <a href={itemPath('artist', locale, artist)} className="inline-block min-h-6 underline-offset-4 hover:underline">
              {artist.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A–Z: the letter index (a letter without artists shown, not linked), then each letter's artists. */
export function LineupAtoZ({ artists, locale }: { artists: Artist[]; locale: Locale }) {
  const groups = groupByLetter(artists, locale);
  const idOf = (letter: string) => `letter-${letter === '#' ? 'other' : letter.toLowerCase()}`;
  return (
    <>
      <nav aria-label={getDictionary(locale).lineup.letterIndex}>
        <ul className="flex flex-wrap gap-1" data-letter-index>
          {groups.map(({ letter, artists: ofLetter }) => (
            <li key={letter}>
              {ofLetter.length > 0 ? (
                <a href={`#${idOf(letter)}`} className="inline-flex size-11 items-center justify-center rounded-card border-2 border-ink font-label hover:bg-sun">
                  {letter}
                </a>
              ) : (
                <span className="inline-flex size-11 items-center justify-center font-label text-muted">{letter}</span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {groups
        .filter((group) => group.artists.length > 0)
        .map(({ letter, artists: ofLetter }) => (
          <LineupGroup key={letter} id={idOf(letter)} heading={letter} artists={ofLetter} locale={locale} />
        ))}
    </>
  );
}

/** By festival day: who plays that day. */
export function LineupByDay({ artists, events, locale }: { artists: Artist[]; events: Event[]; locale: Locale }) {
  return lineupByDay(artists, events, locale).map(({ day, artists: ofDay }) => (
    <LineupGroup key={day} id={`day-${day}`} heading={formatDayHeading(day, locale)} artists={ofDay} locale={locale} />
  ));
}

/** By category: each category's artists (an artist in several categories is under each). */
export function LineupByCategory({ artists, categories, locale }: { artists: Artist[]; categories: Category[]; locale: Locale }) {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return categories
    .map((category) => ({ category, artists: artists.filter((artist) => artist.categories.some((c) => c.slug === category.slug)).sort((a, b) => collator.compare(a.title, b.title)) }))
    .filter((group) => group.artists.length > 0)
    .map(({ category, artists: ofCategory }) => (
      <LineupGroup key={category.slug} id={`category-${category.slug}`} heading={category.name} artists={ofCategory} locale={locale} />
    ));
}
