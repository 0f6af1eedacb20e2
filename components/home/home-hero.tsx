import type { ReactNode } from 'react';
import { formatMessage, getDictionary } from '@/i18n/dictionaries';
import { festivalName } from '@/i18n/festival';
import { formatDateRange } from '@/i18n/format';
import { type Locale, localeTags } from '@/i18n/locales';
import { sectionPath } from '@/i18n/routes';
import type { FestivalEdition } from './festival-edition';

/** "5 days · 39 events · 40 artists", each in the language's plural form. */
function countLabel(forms: { one: string; other: string }, count: number, locale: Locale): string {
  const form = new Intl.PluralRules(localeTags[locale]).select(count) === 'one' ? forms.one : forms.other;
  return formatMessage(form, { count });
}

/**
 * The front page's poster: the festival's name in the display face, its dates (from the
 * events), what it holds, and the way to a pass. Text only, so the largest paint is this
 * heading and needs no image. `tonight`: during the festival, the way to what is on tonight,
 * beside the other two (on a laptop's first screen).
 */
export function HomeHero({
  locale,
  edition,
  artistCount,
  city,
  tonight,
}: {
  locale: Locale;
  edition: FestivalEdition | null;
  artistCount: number;
  city: string | null;
  tonight?: ReactNode;
}) {
  const t = getDictionary(locale).home;
  const words = festivalName[locale].split(' ');
  const counts = edition
    ? [
        countLabel(t.counts.days, edition.dayCount, locale),
        countLabel(t.counts.events, edition.events.length, locale),
        ...(artistCount > 0 ? [countLabel(t.counts.artists, artistCount, locale)] : []),
      ]
    : [];
  return (
    // Not a named region: the footer's address is already the region named after the festival.
    <section data-testid="home-hero" className="relative overflow-hidden border-b-2 border-ink bg-sun">
      <Starburst className="pointer-events-none absolute -right-36 -top-28 size-80 text-pop sm:-right-16 lg:right-8 lg:top-10 lg:size-[26rem]" />
      <div className="relative mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 pb-12 pt-10 lg:pb-16 lg:pt-14">
        {city && <p className="eyebrow">{city}</p>}
        <h1 className="font-display text-display-hero uppercase">
          {/* One word a line, the spaces kept for the heading's text and accessible name. */}
          {words.map((word, index) => (
            <span key={index} className="block">
              {index > 0 && ' '}
              {word}
            </span>
          ))}
        </h1>
        {edition && (
          <p className="-rotate-2 rounded-card border-2 border-ink bg-pop px-4 py-2 font-display text-display-2 uppercase text-surface shadow-[5px_5px_0_var(--color-ink)]">
            <span className="sr-only">
              {t.datesLabel}
              {locale === 'fr' ? '\u00a0: ' : ': '}
            </span>
            <span data-testid="festival-dates">{formatDateRange(edition.firstDay, edition.lastDay, locale)}</span>
          </p>
        )}
        {counts.length > 0 && (
          <p className="eyebrow flex flex-wrap gap-x-3">
            {counts.map((label, index) => (
              <span key={label}>
                {index > 0 && <span aria-hidden="true">✶ </span>}
                {label}
              </span>
            ))}
          </p>
        )}
        <p className="max-w-xl text-lg leading-relaxed">{getDictionary(locale).site.description}</p>
        <div className="flex flex-wrap gap-3">
          {tonight}
          <a href={sectionPath(locale, 'ticketsAndPasses')} className="btn-ink min-h-14 px-7 text-lg">
            {t.tickets}
          </a>
          <a href={sectionPath(locale, 'calendar')} className="btn-outline min-h-14 px-7 text-lg">
            {t.seeProgram}
          </a>
        </div>
      </div>
    </section>
  );
}

/** A twelve-point star, the poster's ornament (decorative). */
function Starburst({ className }: { className: string }) {
  const points = Array.from({ length: 24 }, (_, i) => {
    const radius = i % 2 === 0 ? 50 : 36;
    const angle = (Math.PI * i) / 12;
    return `${(50 + radius * Math.sin(angle)).toFixed(1)},${(50 - radius * Math.cos(angle)).toFixed(1)}`;
  }).join(' ');
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 100 100" className={className}>
      <polygon points={points} fill="currentColor" />
    </svg>
  );
}
