import type { Dictionary } from './en';

export const fr: Dictionary = {
  site: {
    description:
      'Un festival de musique et d’arts de plusieurs jours à Montréal : spectacles, conférences, ateliers, activités familiales, foires d’artisanat, arts visuels et projections de films.',
    skipToContent: 'Aller au contenu',
    home: 'Accueil',
  },
  header: {
    logoLabel: '{festival} — accueil',
    switchLanguageShort: 'EN',
    switchLanguageLabel: 'English',
  },
  home: {
    upcomingEvents: 'Événements à venir',
    noUpcomingEvents: 'La programmation du festival sera bientôt dévoilée.',
    seeCalendar: 'Voir tout le calendrier',
  },
  event: {
    newDate: 'Nouvelle date!',
    date: 'Date',
    doors: 'Ouverture des portes',
    show: 'Spectacle',
    venue: 'Lieu',
    price: 'Prix',
    details: 'Détails de l’événement',
    artists: 'Artistes',
    performanceTimes: 'Horaire des prestations',
    facebookEvent: 'Événement Facebook',
    addToCalendar: 'Ajouter à mon agenda (.ics)',
    categories: 'Catégories',
    ticketButton: {
      on_sale: 'Acheter des billets',
      few_left: 'Derniers billets',
      sold_out: 'Complet',
      free: 'Gratuit',
      cancelled: 'Annulé',
      postponed: 'Reporté',
    },
    newTab: '(s’ouvre dans un nouvel onglet)',
  },
  calendar: {
    title: 'Calendrier',
    filteredTitle: 'Calendrier : {category}',
    filterLabel: 'Filtrer par catégorie',
    allCategories: 'Tout',
    empty: 'Aucun événement dans cette catégorie pour le moment.',
    eventsCount: '{count} événements',
  },
  artists: {
    title: 'Artistes',
    filteredTitle: 'Artistes : {category}',
    empty: 'Aucun artiste dans cette catégorie pour le moment.',
    hometown: 'Provenance',
    links: 'Liens',
    events: 'Événements',
    linkLabels: {
      albumTrack: 'Écouter une pièce',
      bandcamp: 'Bandcamp',
      facebook: 'Facebook',
      instagram: 'Instagram',
      soundcloud: 'SoundCloud',
      spotify: 'Spotify',
      twitter: 'Twitter',
      website: 'Site Web',
      youtube: 'YouTube',
    },
  },
  news: {
    title: 'Nouvelles',
    byAuthor: 'Par {author}',
    related: 'Nouvelles connexes',
    empty: 'Aucune nouvelle pour le moment.',
  },
  about: {
    title: 'À propos',
    sections: 'Volets du festival',
  },
  breadcrumb: 'Fil d’Ariane',
  consent: {
    regionLabel: 'Consentement aux témoins',
    message:
      'Nous utilisons des témoins (cookies) pour faire fonctionner ce site. Avec votre permission, nous les utilisons aussi pour mesurer son audience, afficher des publicités pertinentes et activer des fonctions supplémentaires.',
    learnMore: 'En savoir plus',
    acceptAll: "J'accepte",
    rejectAll: 'Je refuse',
    setPreferences: 'Laisse-moi choisir',
    preferencesTitle: 'Paramètres des témoins',
    preferencesIntro:
      'Choisissez les témoins que nous pouvons utiliser. Vous pouvez modifier votre choix en tout temps avec le bouton des témoins.',
    alwaysOn: 'Toujours actifs',
    categories: {
      essential: {
        label: 'Essentiels',
        description: 'Nécessaires au fonctionnement du site et pour retenir votre choix.',
      },
      analytics: {
        label: 'Statistiques',
        description: 'Nous aident à comprendre comment le site est utilisé (mesure d’audience).',
      },
      marketing: {
        label: 'Marketing',
        description: 'Servent à afficher des publicités pertinentes et à mesurer nos campagnes.',
      },
      functional: {
        label: 'Fonctionnels',
        description: 'Activent des fonctions supplémentaires, comme les lecteurs intégrés et la mémorisation de vos réglages.',
      },
    },
    save: 'Enregistrer',
    close: 'Fermer',
    iconLabel: 'Préférences de témoins',
    saved: 'Votre choix de témoins a été enregistré.',
  },
  notFound: {
    title: 'Page introuvable',
    body: 'La page que vous cherchez n’existe pas ou a été déplacée.',
    backHome: 'Retour à l’accueil',
  },
};
