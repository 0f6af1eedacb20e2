/** News posts (built-in post type `post`) with authors, news types and related news. */
import type { LanguageCode, NewsRecord } from '../store/types';
import { categoryIds } from './categories';
import { HOSTILE, HOSTILE_ITEMS } from './hostile';
import { LANGS, expandLinks, postKey, registerPost, type SeedContext } from './ids';
import { posterKey } from './images';
import { NEWS_A } from './news-data';
import { DRAFT_NEWS, NEWS_B } from './news-data-2';
import type { NewsDef } from './news-types';
import { addMinutes, fr, frSlug, slugify } from './text';

export const NEWS: readonly NewsDef[] = [...NEWS_A, ...NEWS_B];

const langsOf = (def: NewsDef): readonly LanguageCode[] => (def.englishOnly ? ['EN'] : LANGS);

export function registerNews(ctx: SeedContext): void {
  for (const def of NEWS) {
    for (const lang of langsOf(def)) {
      const slug = lang === 'EN' ? def.key : frSlug(def.key, def.frSlug ?? slugify(def.title[1]));
      registerPost(ctx, 'news', def.key, lang, slug, lang === 'EN' ? def.title[0] : fr(def.title[1]));
    }
  }
  for (const lang of LANGS) {
    registerPost(ctx, 'news', DRAFT_NEWS.key, lang, DRAFT_NEWS.slug[lang], lang === 'FR' ? fr(DRAFT_NEWS.title.FR) : DRAFT_NEWS.title.EN);
  }
}

function body(ctx: SeedContext, def: NewsDef, lang: LanguageCode): string {
  const en = lang === 'EN';
  let html = expandLinks(ctx, en ? def.body[0] : def.body[1], lang);
  if (!en) html = fr(html);
  if (def.key === HOSTILE_ITEMS.news) {
    html += en
      ? `\n<h2>Watch last year’s talks</h2>\n${HOSTILE.iframe}\n${HOSTILE.fixedStyle('<p>Subscribe to our newsletter!</p>')}`
      : `\n<h2>Revoir les conférences de l’an dernier</h2>\n${HOSTILE.iframe}\n${HOSTILE.fixedStyle(fr('<p>Abonnez-vous à notre infolettre !</p>'))}`;
  }
  return html;
}

export function buildNews(ctx: SeedContext): NewsRecord[] {
  const out: NewsRecord[] = [];
  NEWS.forEach((def, i) => {
    const date = `${def.date}:00`;
    for (const lang of langsOf(def)) {
      const k = postKey('news', def.key, lang);
      out.push({
        databaseId: ctx.posts.get(k),
        postType: 'post',
        language: lang,
        translationGroup: `news:${def.key}`,
        slug: ctx.slugs.get(k) ?? def.key,
        title: ctx.titles.get(k) ?? def.key,
        content: body(ctx, def, lang),
        excerpt: lang === 'EN' ? def.intro[0] : fr(def.intro[1]),
        status: 'publish',
        date,
        modified: addMinutes(date, 60 * 24 * (1 + (i % 5))),
        featuredImageId: def.noImage ? null : ctx.media.get(posterKey(i * 2 + 1)),
        categoryIds: categoryIds(ctx, def.cats, lang),
        authorId: ctx.users.get(def.author),
        newsTypeIds: def.types.map((t) => ctx.terms.get(`news_type:${t}:${lang}`)),
        newsOptions: {
          newsIntro: lang === 'EN' ? def.intro[0] : fr(def.intro[1]),
          relatedNewsIds: def.related.map((r) => ctx.posts.get(postKey('news', r, lang))),
        },
      });
    }
  });
  for (const lang of LANGS) {
    const k = postKey('news', DRAFT_NEWS.key, lang);
    out.push({
      databaseId: ctx.posts.get(k),
      postType: 'post',
      language: lang,
      translationGroup: `news:${DRAFT_NEWS.key}`,
      slug: DRAFT_NEWS.slug[lang],
      title: ctx.titles.get(k) ?? DRAFT_NEWS.key,
      content: lang === 'EN' ? '<p>Embargoed. Do not publish before September 1.</p>' : fr('<p>Sous embargo. Ne pas publier avant le 1er septembre.</p>'),
      status: 'draft',
      date: '2027-08-30 08:00:00',
      modified: '2027-08-30 08:00:00',
      featuredImageId: null,
      categoryIds: categoryIds(ctx, ['pop-montreal'], lang),
      authorId: ctx.users.get('theo-marchetti'),
      newsTypeIds: [ctx.terms.get(`news_type:lineup:${lang}`)],
      newsOptions: { newsIntro: null, relatedNewsIds: [ctx.posts.get(postKey('news', 'first-wave-of-artists', lang))] },
    });
  }
  return out;
}
