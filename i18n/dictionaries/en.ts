import { errorEn } from './error/en';

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
      shared: 'The playlist loads Spotify’s player from open.spotify.com only when you press the button: Spotify then receives your IP address and browser details and may set its own cookies.',
    },
  },
  /** The home page (the festival's front page). Counts take a plural form: `one` or `other`. */
  home: {
    /** Names the hero's dates for screen readers: "Festival dates: September 22–26, 2027". */
    datesLabel: 'Festival dates',
    tickets: 'Tickets and passes',
    seeProgram: 'See the program',
    counts: {
      days: { one: '{count} day', other: '{count} days' },
      events: { one: '{count} event', other: '{count} events' },
      artists: { one: '{count} artist', other: '{count} artists' },
    },
    upcomingEvents: 'Upcoming events',
    noUpcomingEvents: 'The festival program will be announced soon.',
    seeCalendar: 'Full calendar',
    seeSchedule: 'Festival schedule',
    lineup: 'Lineup',
    allArtists: 'All artists',
    sections: 'The festival',
    latestNews: 'Latest news',
    allNews: 'All news',
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
    /** The status badge of a card, a timetable entry and an event page. */
    statusBadge: { cancelled: 'Cancelled', postponed: 'Postponed', sold_out: 'Sold out', few_left: 'Few left', free: 'Free' },
    /** The event page's action: a link to the ticket page, the stock status beside it. */
    buyTickets: 'Buy tickets',
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
  /** Venue pages and the venue list. */
  venues: {
    title: 'Venues',
    intro: 'Where the festival happens: each venue with its address, access and everything on there.',
    programme: 'What’s on here',
    empty: 'No events are announced at this venue yet.',
    nextEvent: 'Next event',
    noNextEvent: 'No upcoming events.',
    eventsCount: { one: '{count} event', other: '{count} events' },
    /** The "on now / up next" region of a venue's page: only this venue's events. */
    nowRegion: 'On now and up next here',
    allVenues: 'All venues',
    /** The venue's calendar feed (features/calendar/). */
    feedName: '{festival}: {venue}',
    subscribe: 'Subscribe to this venue’s events',
    /** A venue's details (components/venue/venue-visit.tsx): each part only when the content gives it. */
    visit: 'Plan your visit',
    address: 'Address',
    /** The link that opens directions to the venue (a Google Maps URL: the provider is named). */
    directions: 'Directions in Google Maps',
    accessibility: 'Accessibility',
    accessFeatures: {
      stepFreeEntrance: 'Step-free entrance',
      accessibleToilets: 'Accessible toilets',
      seating: 'Seating',
      hearingLoop: 'Hearing loop',
    },
    accessAnswers: { yes: 'Yes', no: 'No', unknown: 'Not known' },
    transit: 'Public transit',
    gettingThere: 'Getting there',
  },
  /** Players that load only when asked, the artist's sets, suggestions (features/listen/). */
  listen: {
    title: 'Listen',
    play: 'Play',
    /** The play button's name: the artist and the provider. */
    playLabel: 'Play {artist} on {provider}',
    /** An open player's button (an event's bill): pressing it closes the player. */
    close: 'Close player',
    closeLabel: 'Close player: {artist}',
    playerTitle: '{provider} player: {artist}',
    /** A provider page that gives no player (a Bandcamp page, a YouTube handle). */
    listenOn: 'Listen on {provider}',
    /** Beside each play button: what pressing it shares, and with whom. */
    shared: 'Pressing play loads {provider}’s player from {host}: {provider} then receives your IP address and browser details and may set its own cookies. Nothing is sent before.',
    /** Beside the play buttons of an event's artists. */
    sharedAny: 'Pressing play loads the artist’s player from its provider (Spotify, SoundCloud, YouTube or Bandcamp): the provider then receives your IP address and browser details and may set its own cookies. Nothing is sent before.',
    kinds: {
      artist: 'Artist',
      album: 'Album',
      track: 'Track',
      playlist: 'Playlist',
      episode: 'Episode',
      show: 'Podcast',
      user: 'Profile',
      set: 'Playlist',
      video: 'Video',
      channel: 'Channel',
    },
    sets: 'Sets',
    ifYouLike: 'If you like {artist}',
    ifYouLikeIntro: 'Other artists of the festival: on the same bill, the same night at the same venue, or in the same categories.',
    nextSet: 'Next set',
    lastSet: 'Last set',
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
        description: 'Needed for the site to work and to remember your choices, such as the events in My schedule.',
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
        description: 'Enable extra features such as remembered settings. Players (Spotify, SoundCloud, YouTube, Bandcamp) never load on their own: each loads only when you press its play button.',
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
      venues: 'Venues',
      news: 'News',
      pages: 'Pages',
    },
    noResults: 'Nothing found in this section.',
    /** On a cancelled event's card. */
    cancelled: 'Cancelled',
    /** Offline, searching the index "Save for offline" kept; `{time}` is when it was saved. */
    savedIndex: 'No connection: these results come from the programme saved on {time}, and only pages saved on this device are shown.',
    loadMore: 'Load more {title}',
    loadingMore: 'Loading more {title}…',
    allResults: 'All results for "{term}"',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    backHome: 'Back to the home page',
  },
  /** The festival-goer's schedule: day filter, timetable, on now / next, My schedule. */
  schedule: {
    dayFilterLabel: 'Festival days',
    allDays: 'All days',
    dayTitle: 'Calendar: {day}',
    dayCategoryTitle: 'Calendar: {category}, {day}',
    emptyDay: 'No events this day.',
    emptyDayCategory: 'No events in this category this day.',
    timetable: {
      title: 'Timetable',
      daysNav: 'Timetable days',
      caption: 'Timetable for {day}: venues in columns, start times in rows',
      scrollRegion: 'Timetable for {day} (scrolls sideways)',
      listTitle: 'Timetable for {day}, by start time',
      time: 'Time',
      venueTba: 'Venue to be announced',
      timeRange: '{start} to {end}',
      lengthNote:
        'End times are estimates: each event is shown for 2 hours, or until the next event in the same venue.',
      empty: 'The schedule will be announced soon.',
    },
    star: {
      add: 'Add to My schedule: {title}',
      remove: 'Remove from My schedule: {title}',
      addShort: 'Add to My schedule',
      removeShort: 'Remove from My schedule',
      /** The status message after a press; `view` links to My schedule. */
      added: 'Added to My schedule',
      removed: 'Removed from My schedule',
      view: 'View',
    },
    /** The header's link to My schedule, with the number of picks. */
    headerLink: {
      label: 'My schedule',
      count: { one: '{count} event picked', other: '{count} events picked' },
    },
    /** Links past the calendar's and the timetable's controls, first in the page for the keyboard. */
    skip: {
      nav: 'Shortcuts',
      events: 'Skip to the events',
      timetable: 'Skip to the timetable',
      day: 'Skip to {day}',
    },
    now: {
      region: 'On now and up next',
      onNow: 'On now',
      next: 'Up next',
      /** During the festival: the link to the current festival day (it runs to 6 am). */
      tonight: 'Tonight',
      jumpToNow: 'Jump to now',
      nothingNow: 'Nothing is on right now.',
      /** Tonight's events after those up next. */
      later: 'Later tonight',
      /** Tonight's cancelled or postponed events, listed apart (each with its status). */
      off: 'Cancelled or postponed',
      until: 'until {time}',
      at: 'at {time}',
    },
    mySchedule: {
      title: 'My schedule',
      intro:
        'Star events on the calendar, the timetable or an event page to keep them here. Your picks stay in this browser: nothing about you is sent to our servers.',
      needsScript: 'My schedule is kept in your browser and needs JavaScript.',
      loading: 'Loading your picks…',
      empty: 'You have not picked any events yet.',
      browseCalendar: 'Browse the calendar',
      browseTimetable: 'See the timetable',
      picksCount: { one: '{count} event picked', other: '{count} events picked' },
      clashWith: 'Clashes with {titles}',
      clashSummary: '{count} of your picks overlap another one.',
      changesTitle: 'Changed since you picked it',
      moved: 'Moved: {from} → {to}',
      venueChanged: 'New venue: {from} → {to}',
      removed: 'No longer in the programme',
      acknowledge: 'Mark changes as seen',
      remove: 'Remove {title}',
      exportTitle: 'In your calendar',
      download: 'Download all picks (.ics)',
      subscribe: 'Subscribe in your calendar app',
      subscribeHint: 'A subscribed calendar follows the programme: a moved set moves in your calendar too.',
      shareTitle: 'Share',
      shareIntro: 'Anyone with this link sees your picks (only which events, nothing else) and can compare them with their own.',
      shareLink: 'Link to your schedule',
      /** The phone's own share sheet (Web Share API), where the browser has one. */
      shareNative: 'Share…',
      copy: 'Copy the link',
      copied: 'Link copied.',
      showQr: 'Show a QR code',
      qrLabel: 'QR code of the link to your schedule',
      feedName: '{festival}: my schedule',
      /** The downloaded calendar file's name, in the visitor's language. */
      feedFileName: 'my-schedule.ics',
    },
    shared: {
      title: 'A shared schedule',
      intro: {
        one: 'Someone shared {count} event with you. Those already in yours are marked.',
        other: 'Someone shared {count} events with you. Those already in yours are marked.',
      },
      alsoYours: 'Also in yours',
      addAll: 'Add them all to my schedule',
      invalid: 'This shared link is not valid: it should hold a list of events.',
      back: 'Back to my schedule',
      unknown: 'An event no longer in the programme',
    },
  },
  preview: {
    /** Names the banner's landmark for screen readers. */
    label: 'Preview',
    notice: 'Preview — you are seeing unpublished content.',
    exit: 'Exit preview',
  },
  /** The error boundary's strings: their own module, imported alone by the client boundary. */
  error: errorEn,
  /** The offline site: the note on a kept page, the offline page, Save for offline, the installed app. */
  offline: {
    /** Names the note's landmark on a page served from the device. */
    noteLabel: 'Offline copy',
    updatedNote: 'Offline — updated {time}.',
    /** In place of {time} when the copy's time is unknown. */
    updatedUnknown: 'earlier',
    reload: 'Try again',
    pageTitle: 'You are offline',
    pageBody: 'This page has not been saved on this device, and there is no connection right now.',
    pageSavedPages: 'Pages you have opened before, and the whole programme once saved, work without a connection:',
    /** The offline page's links to the programme's pages (features/offline/programme.ts), by route-table section. */
    programmeLinks: { calendar: 'Calendar', festivalSchedule: 'Festival schedule (timetable)', mySchedule: 'My schedule' },
    searchNeedsConnection: 'Search needs a connection, or the programme saved on this device (Save for offline). Pages you have opened or saved still work offline.',
    saveTitle: 'Festival days without signal',
    saveIntro: 'Save the programme on this device: the calendar, the timetable, your schedule and every event, in English and French.',
    saveButton: 'Save for offline',
    saving: 'Saving… {done} of {total} pages',
    saved: 'Saved for offline: {pages} pages and their images. The site keeps {size} on this device.',
    /** When the programme is larger than the budget: the nearest events are kept. */
    savedOverBudget: 'Saved {pages} pages, the nearest events first; {left} more did not fit in the space the site allows itself.',
    savedPartly: 'Saved {pages} pages; {missing} could not be saved. Try again with a better connection.',
    saveFailed: 'Could not save the programme. Try again with a connection.',
    privacy: 'Saved pages stay on this device. The site keeps only its own content there, never tracking data.',
    /** The installed app's description (web app manifest). */
    appDescription: 'The POP Montreal festival programme, also without a connection.',
  },
  /** Calendar feeds of the programme (features/calendar/): their names and the calendar's links to them. */
  calendarFeeds: {
    programmeName: '{festival}: programme',
    categoryName: '{festival}: {category}',
    /** A cancelled or postponed event's title in a calendar. */
    stateTitle: '{state}: {title}',
    title: 'In your calendar app',
    subscribe: 'Subscribe to this programme',
    download: 'Download it (.ics)',
    /** The room of an event without a venue in schedule.xml / schedule.json. */
    venueToBeAnnounced: 'Venue to be announced',
    /** The Atom feed of events with a new date, cancelled, postponed or sold out. */
    changesName: '{festival}: programme changes',
    /** The Atom feed of the news. */
    newsName: '{festival}: news',
    hint: 'A subscribed calendar follows the programme: a moved or cancelled event changes in your calendar too.',
  },
  /** What the site says instead of a failure's technical text (the 404 page, search at the origin). */
  siteErrors: {
    notFoundSearch: 'Search the site instead',
    searchUnavailable: 'Search is unavailable right now. Please try again in a moment.',
    searchRateLimited: 'Too many searches in a short time. Please try again in {seconds} seconds.',
  },
  /** The calendar's filters that combine (features/filters/): chips, the venue and flag form, counts. */
  listFilters: {
    formLabel: 'Venue and tickets',
    venue: 'Venue',
    allVenues: 'All venues',
    free: 'Free only',
    available: 'Hide sold out and cancelled',
    apply: 'Show events',
    clear: 'Clear all filters',
    /** How many events a chip or an option would leave. */
    count: { one: '{count} event', other: '{count} events' },
    /** In a filtered page's title. */
    freeTitle: 'free',
    availableTitle: 'still available',
    empty: 'No events match these filters.',
    /** The end of a festival day's section on the calendar, to its day page. */
    allOfDay: { one: '{count} event on {day} →', other: 'All {count} events on {day} →' },
  },
  /** The artist list's lineup views (features/filters/lineup.ts). */
  lineup: {
    viewsLabel: 'Lineup views',
    views: { cards: 'Cards', 'a-z': 'A–Z', 'by-day': 'By day', 'by-category': 'By category' },
    titles: { 'a-z': 'Artists A–Z', 'by-day': 'Artists by day', 'by-category': 'Artists by category' },
    letterIndex: 'Artists by first letter',
    artistsCount: { one: '{count} artist', other: '{count} artists' },
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Dictionary = Widen<typeof en>;
