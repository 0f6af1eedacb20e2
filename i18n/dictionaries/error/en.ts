/**
 * The error page's strings in English. A module of its own because the error boundary is a
 * client component: it imports these few strings, never a whole dictionary. The English
 * dictionary exposes them under `error`.
 */
export const errorEn = {
  title: 'Something went wrong',
  body: 'This page could not be shown just now. Please try again in a moment.',
  retry: 'Try again',
  backHome: 'Back to the home page',
} as const;

/** French must give every key (a missing one fails the type check). */
export type ErrorStrings = { [K in keyof typeof errorEn]: string };
