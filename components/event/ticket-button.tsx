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
 * The event page's action, honouring ACF's `buttonState`: while tickets are on sale (or few are
 * left) a "Buy tickets" link to the ticket page, with the stock status beside it, never in its
 * place. Sold out, free, cancelled and postponed have no action, only the status badge above
 * (never a dead link).
 */
export function TicketButton({ event, locale }: { event: Event; locale: Locale }) {
  const t = getDictionary(locale).event;
  const state = knownState(event);
  if (!buyableStates.includes(state) || !event.ticketUrl) return null;
  return (
    <div data-ticket-action={state} className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <a href={event.ticketUrl} target="_blank" rel="noopener noreferrer" data-button-state={state} className="btn-primary">
        {t.buyTickets} <span className="sr-only">{t.newTab}</span>
      </a>
      {state === 'few_left' && (
        <p data-stock-status={state} className="font-label uppercase tracking-wide">
          {t.ticketButton[state]}
        </p>
      )}
    </div>
  );
}
