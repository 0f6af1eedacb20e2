/**
 * Pending revisions: changes an editor saved with WordPress's "Preview" button (an autosave) but
 * has not published. The public site keeps showing the published post; preview shows these.
 */
import type { RevisionRecord } from '../store/types';
import { LANGS, postKey, type SeedContext } from './ids';
import { fr, wallClock } from './text';

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

export function buildRevisions(ctx: SeedContext): RevisionRecord[] {
  return LANGS.map((lang) => ({
    databaseId: ctx.ids.post(),
    parentId: ctx.posts.get(postKey('event', REVISED_EVENT_KEY, lang)),
    title: REVISED_EVENT.title[lang],
    content: REVISED_EVENT.content[lang],
    modified: wallClock(2027, 9, 2, 10, 15),
  }));
}
