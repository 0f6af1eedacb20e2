/** Events (post type `event`) and the event ↔ artist relation. */
import type { EventRecord, LanguageCode } from '../store/types';
import type { Appearance } from './artists';
import { DRAFT_ARTIST } from './artists-data-2';
import { categoryIds } from './categories';
import { EVENTS_WED_FRI } from './events-data';
import { DRAFT_EVENT, EVENTS_SAT_SUN } from './events-data-2';
import type { EventDef, PriceDef } from './events-types';
import { HOSTILE, HOSTILE_ITEMS } from './hostile';
import { LANGS, linkTo, postKey, registerPost, type SeedContext } from './ids';
import { IMAGES, posterKey } from './images';
import { dayText, showAt, whenText } from './schedule';
import { addMinutes, esc, fr, frSlug, hhmmOf, timeEn, timeFr, wallClock } from './text';
import { isStepFree, streetEn, VENUES } from './venues';

export const EVENTS: readonly EventDef[] = [...EVENTS_WED_FRI, ...EVENTS_SAT_SUN];

const langsOf = (def: EventDef): readonly LanguageCode[] => (def.englishOnly ? ['EN'] : LANGS);

export function priceText(price: PriceDef, lang: LanguageCode): string {
  const en = lang === 'EN';
  if (price === 'free') return en ? 'Free' : 'Gratuit';
  if (price === 'pwyc') return en ? 'Pay what you can ($5–$20)' : 'Contribution volontaire (5 $ à 20 $)';
  if (typeof price === 'number') return en ? `$${price}` : `${price} $`;
  return en ? `$${price[0]} adv / $${price[1]} door` : `${price[0]} $ prévente / ${price[1]} $ à la porte`;
}

export function buttonStateOf(def: Pick<EventDef, 'price' | 'state'>): string {
  return def.state ?? (def.price === 'free' ? 'free' : 'on_sale');
}

/** `8:30 PM — Artist A\n9:30 PM — Artist B` (openers first, headliner last). */
export function performanceTimes(names: readonly string[], show: string, music: boolean, lang: LanguageCode): string {
  const fmt = (dt: string): string => (lang === 'EN' ? timeEn(hhmmOf(dt)) : timeFr(hhmmOf(dt)));
  if (!music) return `${fmt(show)} — ${names.join(', ')}`;
  const set = names.length > 2 ? 45 : 60;
  return [...names]
    .reverse()
    .map((name, i) => `${fmt(addMinutes(show, i * set))} — ${name}`)
    .join('\n');
}

interface Schedule {
  show: string;
  doors: string;
  original: string;
  moved: boolean;
}

function scheduleOf(def: EventDef, index: number): Schedule {
  const original = showAt(def.day, def.time);
  const show = def.moved ? showAt(def.moved.day, def.moved.time) : original;
  return { show, doors: addMinutes(show, -[30, 45, 60][index % 3]!), original, moved: Boolean(def.moved) };
}

export function registerEvents(ctx: SeedContext): void {
  for (const def of EVENTS) {
    for (const lang of langsOf(def)) {
      const title = lang === 'EN' ? def.title[0] : fr(def.title[1]);
      registerPost(ctx, 'event', def.key, lang, lang === 'EN' ? def.key : frSlug(def.key, def.frSlug ?? def.title[1]), title);
    }
  }
  for (const lang of LANGS) {
    registerPost(ctx, 'event', DRAFT_EVENT.key, lang, DRAFT_EVENT.slug[lang], lang === 'FR' ? fr(DRAFT_EVENT.title.FR) : DRAFT_EVENT.title.EN);
  }
}

/** Published events each artist plays, per language (the inverse of `artistIds`). */
export function artistRelations(ctx: SeedContext): {
  appearances: (artistKey: string, lang: LanguageCode) => Appearance[];
  attached: (artistKey: string, lang: LanguageCode) => number[];
} {
  const map = new Map<string, Appearance[]>();
  EVENTS.forEach((def, i) => {
    const { show } = scheduleOf(def, i);
    for (const lang of langsOf(def)) {
      for (const artist of def.artists) {
        const k = `${artist}:${lang}`;
        const list = map.get(k) ?? [];
        list.push({ eventKey: def.key, lang, venue: VENUES[def.venue].name[lang], when: whenText(show, lang) });
        map.set(k, list);
      }
    }
  });
  const appearances = (artistKey: string, lang: LanguageCode): Appearance[] => map.get(`${artistKey}:${lang}`) ?? [];
  return {
    appearances,
    attached: (artistKey, lang) =>
      artistKey === DRAFT_ARTIST.key
        ? [ctx.posts.get(postKey('event', DRAFT_EVENT.key, lang))]
        : appearances(artistKey, lang).map((a) => ctx.posts.get(postKey('event', a.eventKey, lang))),
  };
}

function content(ctx: SeedContext, def: EventDef, index: number, lang: LanguageCode, s: Schedule): string {
  const en = lang === 'EN';
  const venue = VENUES[def.venue];
  const music = def.cats.includes('music');
  const parts: string[] = [`<p>${en ? def.blurb[0] : def.blurb[1]}</p>`];
  if (s.moved) {
    parts.push(
      en
        ? `<p><strong>New date!</strong> This show moves from ${dayText(s.original, 'EN')} to ${whenText(s.show, 'EN')}. Tickets for the original date remain valid; refunds are available until September 15.</p>`
        : `<p><strong>Nouvelle date !</strong> Ce spectacle passe du ${dayText(s.original, 'FR')} au ${whenText(s.show, 'FR')}. Les billets achetés pour la date initiale restent valides ; remboursement possible jusqu'au 15 septembre.</p>`,
    );
  }
  if (def.state === 'cancelled') {
    parts.push(
      en
        ? '<p><strong>This show is cancelled.</strong> The band could not obtain travel documents in time. Ticket holders will be refunded automatically within ten business days.</p>'
        : '<p><strong>Ce spectacle est annulé.</strong> Le groupe n\'a pas pu obtenir ses documents de voyage à temps. Les détenteurs de billets seront remboursés automatiquement d\'ici dix jours ouvrables.</p>',
    );
  }
  parts.push(en ? `<h2>${music ? 'Lineup' : 'With'}</h2>` : `<h2>${music ? 'Programmation' : 'Avec'}</h2>`);
  parts.push(`<ul>\n${def.artists.map((a) => `<li>${linkTo(ctx, 'artist', a, lang)}</li>`).join('\n')}\n</ul>`);
  if (index % 6 === 2 && !def.noImage) {
    const spec = IMAGES.find((img) => img.key === posterKey(index + 17));
    if (spec) {
      parts.push(
        `<figure><img src="/wp-content/uploads/${spec.file}" alt="${esc(en ? spec.altText.EN : spec.altText.FR)}" width="${spec.width}" height="${spec.height}">` +
          `<figcaption>${en ? 'Poster by Collectif Papier Ciseaux.' : 'Affiche du Collectif Papier Ciseaux.'}</figcaption></figure>`,
      );
    }
  }
  const doors = en ? timeEn(hhmmOf(s.doors)) : timeFr(hhmmOf(s.doors));
  const late = Number(hhmmOf(s.show).slice(0, 2)) < 6 || Number(hhmmOf(s.show).slice(0, 2)) >= 22;
  parts.push(en ? '<h2>Good to know</h2>' : '<h2>Bon à savoir</h2>');
  parts.push(
    en
      ? `<ul><li>Doors: ${doors}, ${venue.name.EN}, ${streetEn(venue)}</li><li>${late ? 'Ages 18+ (photo ID required).' : 'All ages.'}</li><li>${isStepFree(venue) ? 'Step-free access.' : 'Stairs only.'} See ${linkTo(ctx, 'page', 'accessibility', 'EN', 'accessibility information')}.</li></ul>`
      : `<ul><li>Ouverture des portes : ${doors}, ${venue.name.FR}, ${venue.address}</li><li>${late ? '18 ans et plus (pièce d\'identité avec photo exigée).' : 'Pour tous les âges.'}</li><li>${isStepFree(venue) ? 'Accès de plain-pied.' : 'Accès par escalier seulement.'} Voir ${linkTo(ctx, 'page', 'accessibility', 'FR', 'les informations sur l\'accessibilité')}.</li></ul>`,
  );
  if (def.price !== 'free') {
    parts.push(
      en
        ? `<p>Festival passes get you in too: see ${linkTo(ctx, 'page', 'tickets-and-passes', 'EN', 'tickets and passes')}.</p>`
        : `<p>Les passeports du festival donnent aussi accès à ce spectacle : voir ${linkTo(ctx, 'page', 'tickets-and-passes', 'FR', 'billets et passeports')}.</p>`,
    );
  }
  let html = parts.join('\n');
  if (!en) html = fr(html);
  if (def.key === HOSTILE_ITEMS.event) {
    html += en
      ? `\n<p>Bring a blanket and a picnic.${HOSTILE.script}</p>\n<p>Map of the park: ${HOSTILE.imgOnerror}</p>`
      : `\n<p>Apportez une couverture et un pique-nique.${HOSTILE.script}</p>\n<p>${fr('Plan du parc :')} ${HOSTILE.imgOnerror}</p>`;
  }
  return html;
}

export function buildEvents(ctx: SeedContext): EventRecord[] {
  const out: EventRecord[] = [];
  EVENTS.forEach((def, i) => {
    const s = scheduleOf(def, i);
    const fpId = `fp-${1001 + i}`;
    const music = def.cats.includes('music');
    const names = def.artists.map((a) => ctx.titles.get(postKey('artist', a, 'EN')) ?? a);
    const market = def.cats.includes('marche') || def.cats.includes('puces');
    for (const lang of langsOf(def)) {
      const k = postKey('event', def.key, lang);
      out.push({
        databaseId: ctx.posts.get(k),
        postType: 'event',
        language: lang,
        translationGroup: `event:${def.key}`,
        slug: ctx.slugs.get(k) ?? def.key,
        title: ctx.titles.get(k) ?? def.key,
        content: content(ctx, def, i, lang, s),
        status: 'publish',
        date: wallClock(2027, 6 + (i % 3), 1 + ((i * 5) % 28), 10 + (i % 7), (i * 13) % 60),
        modified: wallClock(2027, 9, 1 + (i % 14), 11, (i * 17) % 60),
        featuredImageId: def.noImage ? null : ctx.media.get(posterKey(i)),
        categoryIds: categoryIds(ctx, def.cats, lang),
        eventDetails: {
          doorsDatetime: s.doors,
          showDatetime: s.show,
          newDate: s.moved ? s.show : null,
          venueId: ctx.posts.get(postKey('venue', def.venue, lang)),
          artistIds: def.artists.map((a) => ctx.posts.get(postKey('artist', a, lang))),
          facebookEventUrl: i % 3 === 0 ? `https://www.facebook.com/events/${7_301_552_000_000_000 + i * 104_729}` : null,
          price: priceText(def.price, lang),
          ticketUrl: def.price === 'free' ? null : `https://tickets.example.com/pop-montreal-2027/${fpId}`,
          buttonState: buttonStateOf(def),
          eventFpId: fpId,
          performanceTimes: market ? null : performanceTimes(names, s.show, music, lang),
        },
      });
    }
  });
  for (const lang of LANGS) {
    const k = postKey('event', DRAFT_EVENT.key, lang);
    const show = showAt(25, '23:30');
    out.push({
      databaseId: ctx.posts.get(k),
      postType: 'event',
      language: lang,
      translationGroup: `event:${DRAFT_EVENT.key}`,
      slug: DRAFT_EVENT.slug[lang],
      title: ctx.titles.get(k) ?? DRAFT_EVENT.key,
      content: lang === 'EN' ? '<p>Embargoed. Announce on September 1.</p>' : fr('<p>Sous embargo. Annonce le 1er septembre.</p>'),
      status: 'draft',
      date: wallClock(2027, 8, 20, 9, 0),
      modified: wallClock(2027, 8, 21, 9, 0),
      featuredImageId: ctx.media.get(posterKey(29)),
      categoryIds: categoryIds(ctx, ['pop-montreal', 'music'], lang),
      eventDetails: {
        doorsDatetime: addMinutes(show, -60),
        showDatetime: show,
        newDate: null,
        venueId: ctx.posts.get(postKey('venue', 'hangar', lang)),
        artistIds: [ctx.posts.get(postKey('artist', DRAFT_ARTIST.key, lang))],
        facebookEventUrl: null,
        price: priceText(40, lang),
        ticketUrl: null,
        buttonState: 'on_sale',
        eventFpId: 'fp-9999',
        performanceTimes: null,
      },
    });
  }
  return out;
}
