import type { Dictionary } from './en';

export const fr: Dictionary = {
  site: {
    description:
      'Un festival de musique et d’arts de plusieurs jours à Montréal : spectacles, conférences, ateliers, activités familiales, foires d’artisanat, arts visuels et projections de films.',
    skipToContent: 'Aller au contenu',
    home: 'Accueil',
  },
  home: {
    upcomingEvents: 'Événements à venir',
    noUpcomingEvents: 'La programmation du festival sera bientôt dévoilée.',
    seeCalendar: 'Voir tout le calendrier',
  },
  event: {
    newDate: 'Nouvelle date!',
    doors: 'Portes',
    show: 'Spectacle',
    venue: 'Lieu',
    price: 'Prix',
  },
  notFound: {
    title: 'Page introuvable',
    body: 'La page que vous cherchez n’existe pas ou a été déplacée.',
    backHome: 'Retour à l’accueil',
  },
};
