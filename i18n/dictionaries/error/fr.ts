import type { ErrorStrings } from './en';

/** The error page's strings in French (see ./en.ts); the French dictionary exposes them under `error`. */
export const errorFr: ErrorStrings = {
  title: 'Une erreur est survenue',
  body: 'Cette page ne peut pas être affichée pour le moment. Veuillez réessayer dans un instant.',
  retry: 'Réessayer',
  backHome: 'Retour à l’accueil',
};
