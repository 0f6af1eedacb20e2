/** Pages (built-in post type `page`), including the about sub-pages and the privacy policy. */
import type { PageRecord } from '../store/types';
import { HOSTILE, HOSTILE_ITEMS } from './hostile';
import { LANGS, expandLinks, postKey, registerPost, type SeedContext } from './ids';
import { posterKey } from './images';
import { PAGES_A } from './pages-data';
import { DRAFT_PAGE, PAGES_B } from './pages-data-2';
import type { PageDef } from './pages-types';
import { fr, wallClock } from './text';

export const PAGES: readonly PageDef[] = [...PAGES_A, ...PAGES_B];

export function registerPages(ctx: SeedContext): void {
  for (const def of PAGES) {
    for (const lang of LANGS) {
      registerPost(ctx, 'page', def.key, lang, lang === 'EN' ? def.key : def.frSlug, lang === 'EN' ? def.title[0] : fr(def.title[1]));
    }
  }
  for (const lang of LANGS) {
    registerPost(ctx, 'page', DRAFT_PAGE.key, lang, DRAFT_PAGE.slug[lang], lang === 'FR' ? fr(DRAFT_PAGE.title.FR) : DRAFT_PAGE.title.EN);
  }
}

export function buildPages(ctx: SeedContext): PageRecord[] {
  const out: PageRecord[] = [];
  const author = ctx.users.get('camille-beaudoin');
  PAGES.forEach((def, i) => {
    for (const lang of LANGS) {
      const en = lang === 'EN';
      const k = postKey('page', def.key, lang);
      let content = expandLinks(ctx, en ? def.body[0] : def.body[1], lang);
      if (!en) content = fr(content);
      if (def.key === HOSTILE_ITEMS.page) {
        content += en
          ? `\n<p>Sign up with the ${HOSTILE.jsLink('volunteer form')}.${HOSTILE.script}</p>\n<p style="position:fixed;inset:0;z-index:99999;background:red">Volunteer shifts fill up fast!</p>`
          : `\n<p>Inscrivez-vous avec le ${HOSTILE.jsLink('formulaire des bénévoles')}.${HOSTILE.script}</p>\n<p style="position:fixed;inset:0;z-index:99999;background:red">${fr('Les quarts de travail partent vite !')}</p>`;
      }
      out.push({
        databaseId: ctx.posts.get(k),
        postType: 'page',
        language: lang,
        translationGroup: `page:${def.key}`,
        slug: ctx.slugs.get(k) ?? def.key,
        title: ctx.titles.get(k) ?? def.key,
        content,
        status: 'publish',
        date: wallClock(2027, 2, 1 + i, 10, 0),
        modified: wallClock(2027, 8, 1 + i, 15, 30),
        featuredImageId: def.image === undefined ? null : ctx.media.get(posterKey(def.image)),
        categoryIds: [],
        parentId: def.parent ? ctx.posts.get(postKey('page', def.parent, lang)) : null,
        authorId: author,
      });
    }
  });
  for (const lang of LANGS) {
    const k = postKey('page', DRAFT_PAGE.key, lang);
    out.push({
      databaseId: ctx.posts.get(k),
      postType: 'page',
      language: lang,
      translationGroup: `page:${DRAFT_PAGE.key}`,
      slug: DRAFT_PAGE.slug[lang],
      title: ctx.titles.get(k) ?? DRAFT_PAGE.key,
      content: lang === 'EN' ? '<p>Internal: 2028 dates not confirmed.</p>' : fr('<p>Interne : dates 2028 non confirmées.</p>'),
      status: 'draft',
      date: wallClock(2027, 8, 28, 9, 0),
      modified: wallClock(2027, 8, 28, 9, 0),
      featuredImageId: null,
      categoryIds: [],
      parentId: ctx.posts.get(postKey('page', 'about', lang)),
      authorId: author,
    });
  }
  return out;
}
