/**
 * The scale switch: `scale` extra items per language (≈50% events, 30% artists, 20% news), each in
 * both languages, deterministic, allocated after every seed id so the seed's ids never move.
 * Generated items link only generated events and artists (and read-only seed news), so the
 * hand-written records stay identical whatever the scale.
 */
import type { ArtistRecord, EventRecord, LanguageCode, NewsRecord, PostRecord } from '../store/types';
import { deCity, base62Id } from './artists';
import { categoryIds, type CategoryKey } from './categories';
import { buttonStateOf, performanceTimes, priceText } from './events';
import type { PriceDef } from './events-types';
import { LANGS, ROUTES, type SeedContext } from './ids';
import { posterKey } from './images';
import { NEWS } from './news';
import { createPrng } from './prng';
import { ADJECTIVES, CRAFTS, FIRST_NAMES, GENRES, HOOKS, LAST_NAMES, NOUNS, PLACES, plural, SOLO_GENRES, SOLO_HOOKS, TOPICS } from './scale-words';
import { FESTIVAL_DAYS, showAt, whenText } from './schedule';
import { addMinutes, esc, fr, slugify, wallClock } from './text';
import { USER_SLUGS } from './users';
import { VENUES, VENUE_KEYS, type VenueKey } from './venues';

type Pair = readonly [string, string];
const L = (lang: LanguageCode, p: Pair): string => (lang === 'EN' ? p[0] : fr(p[1]));

export function scaleCounts(scale: number): { events: number; artists: number; news: number } {
  const n = Math.max(0, Math.floor(scale));
  let events = Math.floor(n * 0.5);
  let artists = Math.floor(n * 0.3);
  if (events > 0 && artists === 0) {
    artists = 1;
    if (events + artists > n) events -= 1;
  }
  return { events, artists, news: n - events - artists };
}

/** Unique slugs per post type (all languages together, as Polylang demands). */
class SlugSet {
  private readonly used = new Set<string>();
  constructor(existing: Iterable<string>) {
    for (const s of existing) this.used.add(s);
  }
  take(base: string): string {
    let slug = base;
    for (let i = 2; this.used.has(slug); i++) slug = `${base}-${i}`;
    this.used.add(slug);
    return slug;
  }
}

interface GenArtist {
  ids: Record<LanguageCode, number>;
  name: string;
  solo: boolean;
  slugs: Record<LanguageCode, string>;
  events: { ids: Record<LanguageCode, number>; title: Pair; slugs: Record<LanguageCode, string>; venue: VenueKey }[];
}

const VENUES_BY_KIND: Partial<Record<CategoryKey, readonly VenueKey[]>> = {
  music: ['mirabelle', 'boiler', 'odile', 'hangar', 'ostrander', 'lumen', 'lilas', 'hirondelle'],
  symposium: ['fernhill', 'hirondelle'],
  workshops: ['hirondelle', 'fernhill', 'tisserands'],
  film: ['vesper'],
  kids: ['lilas', 'fernhill'],
  'visual-arts': ['hangar', 'ostrander', 'tisserands'],
};

const ids2 = (ctx: SeedContext): Record<LanguageCode, number> => ({ EN: ctx.ids.post(), FR: ctx.ids.post() });

export function buildScale(ctx: SeedContext, scale: number, seedPosts: readonly PostRecord[]): PostRecord[] {
  const counts = scaleCounts(scale);
  if (counts.events + counts.artists + counts.news === 0) return [];
  const rng = createPrng(0x9e3779b9 ^ 2027);
  const slugSets = new Map<string, SlugSet>();
  const slugSet = (type: string): SlugSet => {
    let set = slugSets.get(type);
    if (!set) {
      set = new SlugSet(seedPosts.filter((p) => p.postType === type).map((p) => p.slug));
      slugSets.set(type, set);
    }
    return set;
  };
  const out: PostRecord[] = [];

  // Artists: names first (events need them), content once events are known.
  const names = new Set<string>(seedPosts.filter((p) => p.postType === 'artist').map((p) => p.title));
  const artists: GenArtist[] = [];
  for (let i = 0; i < counts.artists; i++) {
    let name = '';
    let solo = false;
    for (let tries = 0; tries < 40 && (name === '' || names.has(name)); tries++) {
      const r = rng.int(0, 3);
      solo = r === 2;
      name =
        r === 0 ? `The ${rng.pick(ADJECTIVES)} ${plural(rng.pick(NOUNS))}`
        : r === 1 ? `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`
        : r === 2 ? `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`
        : `${rng.pick(NOUNS)} & the ${rng.pick(ADJECTIVES)} ${plural(rng.pick(NOUNS))}`;
    }
    if (names.has(name)) name = `${name} ${['II', 'III', 'IV', 'V'][i % 4]} (${i})`;
    names.add(name);
    const en = slugSet('artist').take(slugify(name));
    artists.push({ ids: ids2(ctx), name, solo, slugs: { EN: en, FR: slugSet('artist').take(`${en}-fr`) }, events: [] });
  }

  // Events.
  const STATES: readonly ('sold_out' | 'few_left' | 'cancelled' | undefined)[] = [undefined, undefined, undefined, undefined, undefined, undefined, 'sold_out', 'few_left', 'few_left', 'cancelled'];
  const KINDS: readonly CategoryKey[] = ['music', 'music', 'music', 'music', 'symposium', 'workshops', 'film', 'kids', 'visual-arts'];
  for (let i = 0; i < counts.events; i++) {
    const kind = rng.pick(KINDS);
    const cast = rng.sample(artists, kind === 'music' ? rng.int(1, 3) : rng.int(1, 2));
    const [a, b] = cast;
    const head = a?.name ?? 'POP';
    const title: Pair =
      kind === 'music' ? [b ? `${head} + ${b.name}` : head, b ? `${head} + ${b.name}` : head]
      : kind === 'symposium' ? ((t) => [`Symposium: ${t[0]} with ${head}`, `Symposium : ${t[1]}, avec ${head}`] as const)(rng.pick(TOPICS))
      : kind === 'workshops' ? ((c) => [`Workshop: ${c[0]} with ${head}`, `Atelier : ${c[1]} avec ${head}`] as const)(rng.pick(CRAFTS))
      : kind === 'film' ? [`${head} on Screen`, `${head} à l'écran`]
      : kind === 'kids' ? [`Family Matinee with ${head}`, `Matinée familiale avec ${head}`]
      : [`Live Painting with ${head}`, `Peinture en direct avec ${head}`];
    const enSlug = slugSet('event').take(slugify(title[0]));
    const frBase = slugify(title[1]);
    const slugs = { EN: enSlug, FR: slugSet('event').take(frBase === slugify(title[0]) ? `${enSlug}-fr` : frBase) };
    const cats: CategoryKey[] = kind === 'music' ? (rng.chance(0.4) ? ['pop-montreal', 'music'] : ['music']) : rng.chance(0.3) ? [kind, 'music'] : [kind];
    const day = rng.pick(FESTIVAL_DAYS);
    const hhmm = kind === 'music' ? rng.pick(['19:00', '20:00', '20:30', '21:00', '21:30', '22:00', '23:00', '00:30']) : rng.pick(['12:00', '13:00', '14:30', '16:00', '17:30']);
    const moved = rng.chance(0.03);
    const show = showAt(moved ? (FESTIVAL_DAYS[(FESTIVAL_DAYS.indexOf(day) + rng.int(1, 4)) % 5] ?? day) : day, hhmm);
    const state = rng.pick(STATES);
    const price: PriceDef = !state && rng.chance(0.15) ? 'free' : rng.chance(0.2) ? [rng.int(15, 25), rng.int(26, 35)] : rng.int(8, 30);
    const venueKey = rng.pick(VENUES_BY_KIND[kind] ?? VENUE_KEYS);
    const ids = ids2(ctx);
    const fpId = `fp-${20001 + i}`;
    const image = rng.chance(0.85) ? ctx.media.get(posterKey(rng.int(0, 29))) : null;
    const fb = rng.chance(0.3) ? `https://www.facebook.com/events/${8_400_000_000_000_000 + i * 7919}` : null;
    for (const artist of cast) {
      artist.events.push({ ids, title: [title[0], fr(title[1])], slugs, venue: venueKey });
    }
    for (const lang of LANGS) {
      const v = VENUES[venueKey];
      const lineup = cast.map((x) => `<li><a href="${ROUTES.artist[lang]}${x.slugs[lang]}">${esc(x.name)}</a></li>`).join('');
      const record: EventRecord = {
        databaseId: ids[lang],
        postType: 'event',
        language: lang,
        translationGroup: `event:gen-${i}`,
        slug: slugs[lang],
        title: L(lang, title),
        content:
          lang === 'EN'
            ? `<p>${esc(head)} — ${v.name.EN}, ${whenText(show, 'EN')}.</p>\n<h2>Lineup</h2>\n<ul>${lineup}</ul>`
            : fr(`<p>${esc(head)} — ${v.name.FR}, ${whenText(show, 'FR')}.</p>\n<h2>Programmation</h2>\n<ul>${lineup}</ul>`),
        status: 'publish',
        date: wallClock(2027, rng.int(5, 8), rng.int(1, 28), rng.int(8, 18), rng.int(0, 59)),
        modified: wallClock(2027, 9, rng.int(1, 20), rng.int(8, 18), rng.int(0, 59)),
        featuredImageId: image,
        categoryIds: categoryIds(ctx, cats, lang),
        eventDetails: {
          doorsDatetime: addMinutes(show, -rng.pick([30, 45, 60])),
          showDatetime: show,
          newDate: moved ? show : null,
          venueId: ctx.posts.get(`venue:${venueKey}:${lang}`),
          artistIds: cast.map((x) => x.ids[lang]),
          facebookEventUrl: fb,
          price: priceText(price, lang),
          ticketUrl: price === 'free' ? null : `https://tickets.example.com/pop-montreal-2027/${fpId}`,
          buttonState: buttonStateOf({ price, ...(state ? { state } : {}) }),
          eventFpId: fpId,
          performanceTimes: performanceTimes(cast.map((x) => x.name), show, kind === 'music', lang),
        },
      };
      out.push(record);
    }
  }

  // Artist records, now that their events are known.
  artists.forEach((artist, i) => {
    const [home, city] = rng.pick(PLACES);
    const genre = rng.pick(artist.solo ? SOLO_GENRES : GENRES);
    const hook = rng.pick(artist.solo ? SOLO_HOOKS : HOOKS);
    const cats: CategoryKey[] = rng.sample(['music', 'music', 'pop-montreal', 'visual-arts', 'symposium', 'kids'] as CategoryKey[], rng.int(1, 3));
    const uniqueCats = [...new Set<CategoryKey>(['music', ...cats])].slice(0, 3);
    const handle = artist.slugs.EN.replace(/-/g, '');
    const has = (p: number): boolean => rng.chance(p);
    const image = rng.chance(0.9) ? ctx.media.get(posterKey(i + 5)) : null;
    const links = {
      artistAlbumTrackUrl: has(0.4) ? `https://open.spotify.com/track/${base62Id(90000 + i)}` : null,
      artistBandcampUrl: has(0.5) ? `https://${handle}.bandcamp.com` : null,
      artistFacebookUrl: has(0.5) ? `https://www.facebook.com/${handle}` : null,
      artistInstagramUrl: has(0.6) ? `https://www.instagram.com/${handle}` : null,
      artistSoundcloudUrl: has(0.3) ? `https://soundcloud.com/${handle}` : null,
      artistSpotifyUrl: has(0.5) ? `https://open.spotify.com/artist/${base62Id(190000 + i)}` : null,
      artistTwitterUrl: has(0.2) ? `https://twitter.com/${handle}` : null,
      artistWebsiteUrl: has(0.4) ? `https://${handle}.example.com` : null,
      artistYoutubeUrl: has(0.4) ? `https://www.youtube.com/@${handle}` : null,
    };
    for (const lang of LANGS) {
      const en = lang === 'EN';
      const shows = artist.events
        .map((e) => `<li><a href="${ROUTES.event[lang]}${e.slugs[lang]}">${esc(en ? e.title[0] : e.title[1])}</a> — ${VENUES[e.venue].name[lang]}</li>`)
        .join('');
      const p1 = en
        ? `<p><strong>${esc(artist.name)}</strong> is ${genre[0]} from ${city[0]}. ${hook[0]}</p>`
        : `<p><strong>${esc(artist.name)}</strong> est ${genre[1]} originaire ${deCity(city[1])}. ${hook[1]}</p>`;
      const p2 = shows ? (en ? `<h2>At POP Montreal 2027</h2>\n<ul>${shows}</ul>` : `<h2>À POP Montréal 2027</h2>\n<ul>${shows}</ul>`) : '';
      const record: ArtistRecord = {
        databaseId: artist.ids[lang],
        postType: 'artist',
        language: lang,
        translationGroup: `artist:gen-${i}`,
        slug: artist.slugs[lang],
        title: artist.name,
        content: en ? `${p1}\n${p2}` : fr(`${p1}\n${p2}`),
        status: 'publish',
        date: wallClock(2027, 5 + (i % 4), 1 + (i % 28), 10, i % 60),
        modified: wallClock(2027, 9, 1 + (i % 20), 12, i % 60),
        featuredImageId: image,
        categoryIds: categoryIds(ctx, uniqueCats, lang),
        artistDetails: { ...links, artistHometown: L(lang, home), attachedEventIds: artist.events.map((e) => e.ids[lang]) },
      };
      out.push(record);
    }
  });

  // News.
  const seedNews = NEWS.filter((n) => !n.englishOnly).map((n) => ({ EN: ctx.posts.get(`news:${n.key}:EN`), FR: ctx.posts.get(`news:${n.key}:FR`) }));
  const newsIds: Record<LanguageCode, number>[] = [];
  const TEMPLATES: readonly ((x: string) => Pair)[] = [
    (x) => [`${x} Joins the Lineup`, `${x} se joint à la programmation`],
    (x) => [`In Conversation with ${x}`, `En conversation avec ${x}`],
    (x) => [`Five Questions for ${x}`, `Cinq questions à ${x}`],
    (x) => [`Behind the Scenes with ${x}`, `Dans les coulisses avec ${x}`],
    (x) => [`${x}: A Festival Diary`, `${x} : un journal de festival`],
  ];
  const NEWS_TYPES = ['announcement', 'lineup', 'interview', 'community'];
  for (let i = 0; i < counts.news; i++) {
    const subjectArtist = artists.length > 0 ? rng.pick(artists) : null;
    const subject = subjectArtist?.name ?? `${rng.pick(ADJECTIVES)} ${rng.pick(NOUNS)}`;
    const title = rng.pick(TEMPLATES)(subject);
    const enSlug = slugSet('post').take(slugify(title[0]));
    const slugs = { EN: enSlug, FR: slugSet('post').take(slugify(title[1]) === slugify(title[0]) ? `${enSlug}-fr` : slugify(title[1])) };
    const ids = ids2(ctx);
    const pool = [...seedNews, ...newsIds.slice(-20)];
    const related = rng.sample(pool, rng.int(2, 3));
    const types = rng.sample(NEWS_TYPES, rng.int(1, 2));
    const cats = rng.sample(['pop-montreal', 'music', 'film', 'kids', 'symposium'] as CategoryKey[], rng.int(1, 2));
    const date = wallClock(2027, rng.int(3, 9), rng.int(1, 20), rng.int(8, 18), rng.int(0, 59));
    const author = ctx.users.get(rng.pick(USER_SLUGS));
    const image = rng.chance(0.8) ? ctx.media.get(posterKey(rng.int(0, 29))) : null;
    for (const lang of LANGS) {
      const intro: Pair = [`News about ${subject} ahead of the festival.`, `Des nouvelles de ${subject} à l'approche du festival.`];
      const record: NewsRecord = {
        databaseId: ids[lang],
        postType: 'post',
        language: lang,
        translationGroup: `news:gen-${i}`,
        slug: slugs[lang],
        title: L(lang, title),
        content:
          lang === 'EN'
            ? `<p>${esc(intro[0])}</p>\n<h2>More</h2>\n<p>${subjectArtist ? `Visit the <a href="${ROUTES.artist.EN}${subjectArtist.slugs.EN}">artist page</a> or see` : 'See'} the <a href="${ROUTES.calendar.EN}">calendar</a>.</p>`
            : fr(`<p>${esc(intro[1])}</p>\n<h2>En savoir plus</h2>\n<p>Consultez ${subjectArtist ? `la <a href="${ROUTES.artist.FR}${subjectArtist.slugs.FR}">page de l'artiste</a> ou ` : ''}le <a href="${ROUTES.calendar.FR}">calendrier</a>.</p>`),
        excerpt: L(lang, intro),
        status: 'publish',
        date,
        modified: addMinutes(date, 60 * 24),
        featuredImageId: image,
        categoryIds: categoryIds(ctx, cats, lang),
        authorId: author,
        newsTypeIds: types.map((t) => ctx.terms.get(`news_type:${t}:${lang}`)),
        newsOptions: { newsIntro: L(lang, intro), relatedNewsIds: related.map((r) => r[lang]) },
      };
      out.push(record);
    }
    newsIds.push(ids);
  }
  return out;
}
