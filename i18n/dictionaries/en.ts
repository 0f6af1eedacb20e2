/**
 * Every visible English string. `Dictionary` is derived from this object, and the French
 * dictionary must satisfy it: a key missing in French fails the type check.
 * Placeholders in braces (`{term}`) are filled with `formatMessage`.
 */
export const en = {
  site: {
    description:
      'A multi-day music and arts festival in Montréal: performances, talks, workshops, family activities, craft fairs, visual art and film screenings.',
    skipToContent: 'Skip to content',
    home: 'Home',
  },
  home: {
    upcomingEvents: 'Upcoming events',
    noUpcomingEvents: 'The festival program will be announced soon.',
    seeCalendar: 'See the full calendar',
  },
  event: {
    newDate: 'New Date!',
    doors: 'Doors',
    show: 'Show',
    venue: 'Venue',
    price: 'Price',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    backHome: 'Back to the home page',
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Dictionary = Widen<typeof en>;
