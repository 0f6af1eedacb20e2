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
  header: {
    logoLabel: '{festival} — home',
    /** The language switch names the OTHER language, in that language. */
    switchLanguageShort: 'FR',
    switchLanguageLabel: 'Français',
  },
  shell: {
    primaryNav: 'Main menu',
    footerNav: 'Footer menu',
    submenuToggle: '{label} submenu',
    exploreCategories: 'Explore {label} for',
    newTab: '(opens in a new tab)',
    openMenu: 'Open the menu',
    menuTitle: 'Menu',
    closeMenu: 'Close the menu',
    newsletter: {
      title: 'Newsletter',
      intro: 'Festival news and announcements in your inbox.',
      emailLabel: 'Email address',
      submit: 'Subscribe',
    },
    contact: {
      phone: 'Phone',
      fax: 'Fax',
    },
    social: {
      title: 'Follow us',
      facebook: 'Facebook',
      instagram: 'Instagram',
      twitter: 'Twitter',
      soundcloud: 'SoundCloud',
      spotify: 'Spotify',
      youtube: 'YouTube',
    },
    /** `{year}` is filled in the browser, so the line stays right on a page built last year. */
    copyright: '© {year} {festival}. All rights reserved.',
    playlist: {
      show: 'Listen to our playlist',
      title: 'Our Spotify playlist',
    },
  },
  home: {
    upcomingEvents: 'Upcoming events',
    noUpcomingEvents: 'The festival program will be announced soon.',
    seeCalendar: 'See the full calendar',
  },
  event: {
    newDate: 'New Date!',
    date: 'Date',
    doors: 'Doors',
    show: 'Show',
    venue: 'Venue',
    price: 'Price',
    details: 'Event details',
    artists: 'Artists',
    performanceTimes: 'Performance times',
    facebookEvent: 'Facebook event',
    addToCalendar: 'Add to calendar (.ics)',
    categories: 'Categories',
    ticketButton: {
      on_sale: 'Buy tickets',
      few_left: 'Few tickets left',
      sold_out: 'Sold out',
      free: 'Free',
      cancelled: 'Cancelled',
      postponed: 'Postponed',
    },
    newTab: '(opens in a new tab)',
  },
  calendar: {
    title: 'Calendar',
    filteredTitle: 'Calendar: {category}',
    filterLabel: 'Filter by category',
    allCategories: 'All',
    empty: 'No events in this category yet.',
    eventsCount: '{count} events',
  },
  artists: {
    title: 'Artists',
    filteredTitle: 'Artists: {category}',
    empty: 'No artists in this category yet.',
    hometown: 'Hometown',
    links: 'Links',
    events: 'Events',
    linkLabels: {
      albumTrack: 'Listen to a track',
      bandcamp: 'Bandcamp',
      facebook: 'Facebook',
      instagram: 'Instagram',
      soundcloud: 'SoundCloud',
      spotify: 'Spotify',
      twitter: 'Twitter',
      website: 'Website',
      youtube: 'YouTube',
    },
  },
  news: {
    title: 'News',
    byAuthor: 'By {author}',
    related: 'Related news',
    empty: 'No news yet.',
  },
  about: {
    title: 'About',
    sections: 'Festival sections',
  },
  breadcrumb: 'Breadcrumb',
  consent: {
    regionLabel: 'Cookie consent',
    message:
      'We use cookies to run this site. With your permission, we also use them to measure its audience, show relevant ads and enable extra features.',
    learnMore: 'Learn more',
    /** Read after 'Learn more' by screen readers (and link lists): what the link is about. */
    learnMoreContext: 'about cookies in our privacy policy',
    acceptAll: 'Accept All',
    rejectAll: 'Reject All',
    setPreferences: 'Set Preferences',
    preferencesTitle: 'Cookie settings',
    preferencesIntro: 'Choose the cookies we may use. You can change your choice at any time with the cookie button.',
    alwaysOn: 'Always on',
    categories: {
      essential: {
        label: 'Essential',
        description: 'Needed for the site to work and to remember your choice.',
      },
      analytics: {
        label: 'Analytics',
        description: 'Help us understand how visitors use the site (audience measurement).',
      },
      marketing: {
        label: 'Marketing',
        description: 'Used to show relevant ads and to measure our campaigns.',
      },
      functional: {
        label: 'Functional',
        description: 'Enable extra features such as embedded players and remembered settings.',
      },
    },
    save: 'Save',
    close: 'Close',
    iconLabel: 'Cookie preferences',
    saved: 'Your cookie choice has been saved.',
  },
  search: {
    openLabel: 'Search the site',
    title: 'Search {festival}',
    fieldLabel: 'Search terms',
    submit: 'Search',
    close: 'Close search',
    helpfulLinks: 'Helpful Links',
    emptyTerm: 'Please enter search terms',
    termTooLong: 'Please enter at most {max} characters',
    searching: 'Searching…',
    resultsFor: 'Search Results for "{term}"',
    sections: {
      events: 'Events',
      artists: 'Artists',
      news: 'News',
      pages: 'Pages',
    },
    noResults: 'Nothing found in this section.',
    loadMore: 'Load more {title}',
    loadingMore: 'Loading more {title}…',
    allResults: 'All results for "{term}"',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    backHome: 'Back to the home page',
  },
  preview: {
    /** Names the banner's landmark for screen readers. */
    label: 'Preview',
    notice: 'Preview — you are seeing unpublished content.',
    exit: 'Exit preview',
  },
  /** What the site says instead of a failure's technical text (the 404 page, search at the origin). */
  siteErrors: {
    notFoundSearch: 'Search the site instead',
    searchUnavailable: 'Search is unavailable right now. Please try again in a moment.',
    searchRateLimited: 'Too many searches in a short time. Please try again in {seconds} seconds.',
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Dictionary = Widen<typeof en>;
