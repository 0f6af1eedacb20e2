import { getDictionary } from '@/i18n/dictionaries';
import type { Locale } from '@/i18n/locales';
import type { Event } from '@/queries/types';

type KnownState = keyof ReturnType<typeof getDictionary>['event']['ticketButton'];
const buyableStates: KnownState[] = ['on_sale', 'few_left'];

function knownState(event: Event): KnownState {
  const labels = getDictionary('en').event.ticketButton;
  if (event.buttonState && event.buttonState in labels) return event.buttonState as KnownState;
  return 'on_sale';
}

/**
 * The ticket button honours ACF's `buttonState`: on sale and few-left link to the ticket
 * page; sold out, free, cancelled and postponed are shown as a status, not as a dead link.
 */
export function TicketButton({ event, locale }: { event: Event; locale: Locale }) {
  const t = getDictionary(locale).event;
  const state = knownState(event);
  const label = t.ticketButton[state];
  if (buyableStates.includes(state) && event.ticketUrl) {
    return (
      <a
        href={event.ticketUrl}
        target="_blank"
        rel="noopener noreferrer"
        data-button-state={state}
        className="btn-primary"
      >
        {label} <span className="sr-only">{t.newTab}</span>
      </a>
    );
  }
  return (
    <p
      data-button-state={state}
      className="btn-status w-fit"
    >
      {label}
    </p>
  );
}
