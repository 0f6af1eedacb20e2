import type { ReactNode } from 'react';
import { directionsUrl } from '@/features/venues/address';
import { getDictionary } from '@/i18n/dictionaries';
import type { Locale } from '@/i18n/locales';
import { type AccessAnswer, accessFeatures, type VenuePage } from '@/queries/types';

/** Beside each answer's words, a mark for the eye (hidden from assistive technology: the words say it). */
const answerMarks: Record<AccessAnswer, string> = { yes: '✓', no: '✗', unknown: '?' };

/**
 * What a visitor needs to get to a venue, from its venue details: the address with a link that
 * opens directions in a map app (an ordinary link: nothing is asked of the map provider before
 * the visitor follows it), the accessibility answers in words, public transit and getting there.
 * Each part only when the content gives it; nothing at all for a venue without details.
 */
export function VenueVisit({ venue, locale, className = '' }: { venue: VenuePage; locale: Locale; className?: string }) {
  const t = getDictionary(locale).venues;
  const directions = directionsUrl(venue);
  const answered = accessFeatures.flatMap((feature) => {
    const answer = venue.access[feature];
    return answer ? [{ feature, answer }] : [];
  });
  if (!venue.streetAddress && !directions && answered.length === 0 && !venue.transit && !venue.gettingThere) return null;
  return (
    <section aria-labelledby="venue-visit" data-venue-visit className={`flex flex-col gap-4 self-start rounded-card border-2 border-ink bg-surface p-4 lg:p-5 ${className}`}>
      <h2 id="venue-visit" className="font-display text-xl uppercase lg:text-2xl">
        {t.visit}
      </h2>
      {(venue.streetAddress || directions) && (
        <Part id="venue-address-heading" label={t.address}>
          {venue.streetAddress && <p data-venue-address>{venue.streetAddress}</p>}
          {directions && (
            <p>
              <a href={directions} className="link inline-block py-1" data-directions>
                {t.directions}
              </a>
            </p>
          )}
        </Part>
      )}
      {answered.length > 0 && (
        <Part id="venue-access-heading" label={t.accessibility}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-venue-access>
            {answered.map(({ feature, answer }) => (
              <div key={feature} className="contents" data-access={feature} data-answer={answer}>
                <dt>{t.accessFeatures[feature]}</dt>
                <dd className="font-semibold">
                  <span aria-hidden="true">{answerMarks[answer]}</span> {t.accessAnswers[answer]}
                </dd>
              </div>
            ))}
          </dl>
        </Part>
      )}
      {venue.transit && (
        <Part id="venue-transit-heading" label={t.transit}>
          <Lines text={venue.transit} data="transit" />
        </Part>
      )}
      {venue.gettingThere && (
        <Part id="venue-getting-there-heading" label={t.gettingThere}>
          <Lines text={venue.gettingThere} data="getting-there" />
        </Part>
      )}
    </section>
  );
}

/** One part of the details under its small heading (`id` labels the part). */
function Part({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-1">
      <h3 id={id} className="eyebrow">
        {label}
      </h3>
      {children}
    </section>
  );
}

/** Plain text from a textarea: one paragraph per line. */
function Lines({ text, data }: { text: string; data: string }) {
  return (
    <div className="flex flex-col gap-1" data-venue-text={data}>
      {text.split('\n').map((line, index) => (
        <p key={index}>{line}</p>
      ))}
    </div>
  );
}
