/** Artists (post type `artist`): hand-written facts, bios composed in both languages. */
import type { ArtistRecord, LanguageCode } from '../store/types';
import { ARTISTS_A } from './artists-data';
import { ARTISTS_B, DRAFT_ARTIST } from './artists-data-2';
import type { ArtistDef, LinkProfile } from './artists-types';
import { categoryIds } from './categories';
import { HOSTILE, HOSTILE_ITEMS } from './hostile';
import { LANGS, linkTo, postKey, registerPost, type SeedContext } from './ids';
import { IMAGES, posterKey } from './images';
import { createPrng } from './prng';
import { esc, fr, frSlug, wallClock } from './text';

export const ARTISTS: readonly ArtistDef[] = [...ARTISTS_A, ...ARTISTS_B];

/** A published event an artist is attached to, as the events module describes it. */
export interface Appearance {
  eventKey: string;
  lang: LanguageCode;
  venue: string;
  when: string;
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export function base62Id(seed: number, length = 22): string {
  const rng = createPrng(seed);
  let out = '';
  for (let i = 0; i < length; i++) out += BASE62[rng.int(0, 61)];
  return out;
}

const PROFILE_FIELDS: Record<LinkProfile, readonly string[]> = {
  all: ['track', 'bandcamp', 'facebook', 'instagram', 'soundcloud', 'spotify', 'twitter', 'website', 'youtube'],
  none: [],
  band: ['track', 'bandcamp', 'instagram', 'spotify'],
  social: ['facebook', 'instagram', 'twitter'],
  web: ['website', 'youtube'],
  sound: ['soundcloud', 'bandcamp', 'website'],
  video: ['youtube', 'instagram', 'spotify', 'track'],
};

function links(def: ArtistDef, index: number): Omit<ArtistRecord['artistDetails'], 'artistHometown' | 'attachedEventIds'> {
  const has = new Set(PROFILE_FIELDS[def.links]);
  const handle = def.key.replace(/-/g, '');
  const url = (field: string, value: string): string | null => (has.has(field) ? value : null);
  return {
    artistAlbumTrackUrl: url('track', `https://open.spotify.com/track/${base62Id(5000 + index)}`),
    artistBandcampUrl: url('bandcamp', `https://${handle}.bandcamp.com`),
    artistFacebookUrl: url('facebook', `https://www.facebook.com/${handle}`),
    artistInstagramUrl: url('instagram', `https://www.instagram.com/${handle}`),
    artistSoundcloudUrl: url('soundcloud', `https://soundcloud.com/${handle}`),
    artistSpotifyUrl: url('spotify', `https://open.spotify.com/artist/${base62Id(6000 + index)}`),
    artistTwitterUrl: url('twitter', `https://twitter.com/${handle}`),
    artistWebsiteUrl: url('website', `https://${handle}.example.com`),
    // Video-first artists give a video (a player); the others their channel's handle (a link out).
    artistYoutubeUrl: url('youtube', def.links === 'video' ? `https://www.youtube.com/watch?v=${base62Id(7000 + index, 11)}` : `https://www.youtube.com/@${handle}`),
  };
}

/** `de Québec` / `d’Halifax`. */
export function deCity(city: string): string {
  return /^[AEIOUYHÉÈÎaeiouyh]/.test(city) ? `d’${city}` : `de ${city}`;
}

function bio(ctx: SeedContext, def: ArtistDef, index: number, lang: LanguageCode, apps: readonly Appearance[], l: ReturnType<typeof links>): string {
  const en = lang === 'EN';
  const parts: string[] = [];
  parts.push(
    en
      ? `<p><strong>${esc(def.name)}</strong> is ${def.what[0]} from ${def.city[0]}. ${def.hook[0]}</p>`
      : `<p><strong>${esc(def.name)}</strong> est ${def.what[1]} originaire ${deCity(def.city[1])}. ${def.hook[1]}</p>`,
  );
  parts.push(`<p>${en ? def.work[0] : def.work[1]}</p>`);
  if (def.quote) parts.push(`<blockquote><p>${en ? `“${def.quote[0]}”` : `« ${def.quote[1]} »`}</p></blockquote>`);
  if (index % 4 === 1) {
    const key = posterKey(index + 11);
    const spec = IMAGES.find((s) => s.key === key);
    if (spec) {
      parts.push(
        `<figure><img src="/wp-content/uploads/${spec.file}" alt="${esc(en ? spec.altText.EN : spec.altText.FR)}" width="${spec.width}" height="${spec.height}">` +
          `<figcaption>${esc(en ? `Poster for ${def.name}’s 2027 tour.` : `Affiche de la tournée 2027 de ${def.name}.`)}</figcaption></figure>`,
      );
    }
  }
  if (apps.length > 0) {
    parts.push(en ? '<h2>At POP Montreal 2027</h2>' : '<h2>À POP Montréal 2027</h2>');
    const items = apps.map((a) => `<li>${linkTo(ctx, 'event', a.eventKey, lang)} — ${a.venue}, ${a.when}</li>`);
    parts.push(`<ul>\n${items.join('\n')}\n</ul>`);
  }
  const listen: string[] = [];
  if (l.artistBandcampUrl) listen.push(`<a href="${l.artistBandcampUrl}">Bandcamp</a>`);
  if (l.artistWebsiteUrl) listen.push(`<a href="${l.artistWebsiteUrl}">${en ? 'their website' : 'son site Web'}</a>`);
  if (listen.length > 0) parts.push(`<p>${en ? 'Listen and find out more on' : 'Écoutez et apprenez-en plus sur'} ${listen.join(en ? ' and ' : ' et ')}.</p>`);
  let html = parts.join('\n');
  if (lang === 'FR') html = fr(html);
  if (def.key === HOSTILE_ITEMS.artist) {
    html += en
      ? `\n<p>Press photos are available on request. ${HOSTILE.jsLink('Download the press kit')}</p>\n${HOSTILE.svgOnload}`
      : `\n<p>Photos de presse sur demande. ${HOSTILE.jsLink('Télécharger la trousse de presse')}</p>\n${HOSTILE.svgOnload}`;
  }
  return html;
}

export function registerArtists(ctx: SeedContext): void {
  for (const def of ARTISTS) {
    for (const lang of LANGS) {
      registerPost(ctx, 'artist', def.key, lang, lang === 'EN' ? def.key : frSlug(def.key, def.key), def.name);
    }
  }
  for (const lang of LANGS) {
    registerPost(ctx, 'artist', DRAFT_ARTIST.key, lang, DRAFT_ARTIST.slug[lang], lang === 'FR' ? fr(DRAFT_ARTIST.title.FR) : DRAFT_ARTIST.title.EN);
  }
}

/** Builds artist records; `appearances` and `attached` come from the events module (the inverse relation). */
export function buildArtists(
  ctx: SeedContext,
  appearances: (artistKey: string, lang: LanguageCode) => Appearance[],
  attached: (artistKey: string, lang: LanguageCode) => number[],
): ArtistRecord[] {
  const out: ArtistRecord[] = [];
  const all = [...ARTISTS.map((def, i) => ({ def, i })), { def: null, i: ARTISTS.length }];
  for (const { def, i } of all) {
    const key = def ? def.key : DRAFT_ARTIST.key;
    const l = def ? links(def, i) : links({ ...ARTISTS[0]!, key, links: 'none' }, i);
    for (const lang of LANGS) {
      const k = postKey('artist', key, lang);
      const month = 5 + (i % 3);
      out.push({
        databaseId: ctx.posts.get(k),
        postType: 'artist',
        language: lang,
        translationGroup: `artist:${key}`,
        slug: ctx.slugs.get(k) ?? key,
        title: ctx.titles.get(k) ?? key,
        content: def
          ? bio(ctx, def, i, lang, appearances(key, lang), l)
          : lang === 'EN'
            ? '<p>Embargoed until the headliner announcement. Do not link.</p>'
            : fr('<p>Sous embargo jusqu\'à l\'annonce de la tête d\'affiche. Ne pas lier.</p>'),
        status: def ? 'publish' : 'draft',
        date: wallClock(2027, month, 1 + ((i * 3) % 27), 9 + (i % 8), (i * 7) % 60),
        modified: wallClock(2027, 8, 1 + (i % 28), 14, (i * 11) % 60),
        featuredImageId: def && i !== 7 && i !== 34 ? ctx.media.get(posterKey(i + 3)) : null,
        categoryIds: categoryIds(ctx, def ? def.cats : ['music'], lang),
        artistDetails: {
          ...l,
          artistHometown: def ? (lang === 'EN' ? def.home[0] : def.home[1]) : null,
          attachedEventIds: attached(key, lang),
        },
      });
    }
  }
  return out;
}
