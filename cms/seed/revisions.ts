/**
 * Pending revisions: changes an editor saved with WordPress's "Preview" button (an autosave) but
 * has not published. The public site keeps showing the published post; preview shows these.
 */
import type { RevisionRecord } from '../store/types';
import { LANGS, postKey, type SeedContext } from './ids';
import { fr, slugify, wallClock } from './text';
import { VENUES } from './venues';

/** The published event that has an unpublished change, in both languages. */
export const REVISED_EVENT_KEY = 'vernissage-volume';

const REVISED_EVENT = {
  title: {
    EN: 'Vernissage: Volume by Ondine Mercier — now with a live painting set',
    FR: fr('Vernissage : Volume, d\'Ondine Mercier — avec une séance de peinture en direct'),
  },
  content: {
    EN: '<p>Ondine Mercier will paint live during the opening set. Ten years of concert paintings hang alongside the new canvas.</p>',
    FR: fr('<p>Ondine Mercier peindra en direct pendant le set d\'ouverture. Dix ans de toiles de concert entourent la nouvelle œuvre.</p>'),
  },
} as const;

/** The published venue that has an unpublished change, in both languages (its English slug). */
const REVISED_VENUE_KEY = 'vesper';
export const REVISED_VENUE_SLUG = slugify(VENUES[REVISED_VENUE_KEY].name.EN);

const REVISED_VENUE = {
  title: {
    EN: 'Cinéma Vesper — reopened after its summer restoration',
    FR: fr('Cinéma Vesper — rouvert après sa restauration estivale'),
  },
  content: {
    EN: '<p>The restored Vesper has a new step-free entrance on avenue du Parc and 40 more seats.</p>',
    FR: fr('<p>Le Vesper restauré a une nouvelle entrée de plain-pied sur l\'avenue du Parc et 40 places de plus.</p>'),
  },
} as const;

/** Event revisions first, then the venue's: the ids already given stay as they were. */
export function buildRevisions(ctx: SeedContext): RevisionRecord[] {
  const revised = [
    { type: 'event', key: REVISED_EVENT_KEY, change: REVISED_EVENT, modified: wallClock(2027, 9, 2, 10, 15) },
    { type: 'venue', key: REVISED_VENUE_KEY, change: REVISED_VENUE, modified: wallClock(2027, 9, 3, 16, 40) },
  ] as const;
  return revised.flatMap(({ type, key, change, modified }) =>
    LANGS.map((lang) => ({
      databaseId: ctx.ids.post(),
      parentId: ctx.posts.get(postKey(type, key, lang)),
      title: change.title[lang],
      content: change.content[lang],
      modified,
    })),
  );
}
