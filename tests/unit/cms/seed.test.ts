import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createSeedStore, EXTERNAL_LINKS, HOSTILE_ITEMS, scaleCounts } from '@/cms/seed';
import type {
  ArtistRecord,
  ContentStore,
  EventRecord,
  LanguageCode,
  MenuLocation,
  NewsRecord,
  PageRecord,
  PostRecord,
  PostType,
} from '@/cms/store/types';

const UPLOADS = path.resolve(__dirname, '../../../cms/uploads');
const store = createSeedStore({ scale: 0 });
const LANGS: LanguageCode[] = ['EN', 'FR'];
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Items that exist in English only, by translation group. */
const ENGLISH_ONLY = new Set(['event:songwriters-circle', 'news:programming-notes-building-a-lineup']);

const published = (s: ContentStore, type: PostType, lang: LanguageCode): PostRecord[] =>
  s.posts.filter((p) => p.postType === type && p.language === lang && p.status === 'publish');
const events = (s: ContentStore): EventRecord[] => s.posts.filter((p): p is EventRecord => p.postType === 'event');
const artists = (s: ContentStore): ArtistRecord[] => s.posts.filter((p): p is ArtistRecord => p.postType === 'artist');
const news = (s: ContentStore): NewsRecord[] => s.posts.filter((p): p is NewsRecord => p.postType === 'post');
const pages = (s: ContentStore): PageRecord[] => s.posts.filter((p): p is PageRecord => p.postType === 'page');
const bySlug = (type: PostType, slug: string): PostRecord | undefined =>
  store.posts.find((p) => p.postType === type && p.slug === slug);

/** Every id reference of the store, checked for existence, type, language and publish status. */
function referenceErrors(s: ContentStore): string[] {
  const errors: string[] = [];
  const posts = new Map(s.posts.map((p) => [p.databaseId, p]));
  const terms = new Map(s.terms.map((t) => [t.databaseId, t]));
  const media = new Set(s.media.map((m) => m.databaseId));
  const users = new Set(s.users.map((u) => u.databaseId));
  const post = (from: PostRecord, id: number, type: PostType, what: string): void => {
    const target = posts.get(id);
    if (!target) return void errors.push(`${from.slug}: ${what} ${id} missing`);
    if (target.postType !== type) errors.push(`${from.slug}: ${what} ${id} is a ${target.postType}`);
    if (target.language !== from.language) errors.push(`${from.slug}: ${what} ${target.slug} in another language`);
    if (from.status === 'publish' && target.status !== 'publish') errors.push(`${from.slug}: ${what} links draft ${target.slug}`);
  };
  for (const p of s.posts) {
    if (p.featuredImageId !== null && !media.has(p.featuredImageId)) errors.push(`${p.slug}: image ${p.featuredImageId} missing`);
    for (const id of p.categoryIds) {
      const t = terms.get(id);
      if (!t || t.taxonomy !== 'category' || t.language !== p.language) errors.push(`${p.slug}: bad category ${id}`);
    }
    if (p.postType === 'event') {
      if (p.eventDetails.venueId === null) errors.push(`${p.slug}: no venue`);
      else post(p, p.eventDetails.venueId, 'venue', 'venue');
      for (const id of p.eventDetails.artistIds) post(p, id, 'artist', 'artist');
    } else if (p.postType === 'artist') {
      for (const id of p.artistDetails.attachedEventIds) post(p, id, 'event', 'attached event');
    } else if (p.postType === 'post') {
      for (const id of p.newsOptions.relatedNewsIds) post(p, id, 'post', 'related news');
      for (const id of p.newsTypeIds) {
        const t = terms.get(id);
        if (!t || t.taxonomy !== 'news_type' || t.language !== p.language) errors.push(`${p.slug}: bad news type ${id}`);
      }
      if (!users.has(p.authorId)) errors.push(`${p.slug}: author missing`);
    } else if (p.postType === 'page') {
      if (p.parentId !== null) post(p, p.parentId, 'page', 'parent');
      if (!users.has(p.authorId)) errors.push(`${p.slug}: author missing`);
    }
  }
  for (const t of s.terms) {
    if (t.taxonomy === 'category' && (t.categoryImageId === null || !media.has(t.categoryImageId))) errors.push(`term ${t.slug}: image`);
  }
  const menus = new Map(s.menus.map((m) => [m.databaseId, m]));
  const items = new Map(s.menuItems.map((i) => [i.databaseId, i]));
  for (const item of s.menuItems) {
    const menu = menus.get(item.menuId);
    if (!menu) {
      errors.push(`menu item ${item.label}: menu missing`);
      continue;
    }
    const lang: LanguageCode = menu.location.endsWith('___FR') ? 'FR' : 'EN';
    if (item.parentId !== null && items.get(item.parentId)?.menuId !== item.menuId) errors.push(`menu item ${item.label}: bad parent`);
    if (item.connectedNode) {
      const target = posts.get(item.connectedNode.databaseId);
      if (!target || target.status !== 'publish' || target.language !== lang) errors.push(`menu item ${item.label}: bad node`);
    }
    if (!item.connectedNode && !item.url) errors.push(`menu item ${item.label}: neither url nor node`);
  }
  return errors;
}

function slugErrors(s: ContentStore): string[] {
  const errors: string[] = [];
  const seen = new Map<string, string>();
  for (const p of s.posts) {
    if (!SLUG.test(p.slug)) errors.push(`bad slug ${p.slug}`);
    // Polylang (free): one slug per post type across both languages.
    const key = `${p.postType}:${p.slug}`;
    if (seen.has(key)) errors.push(`duplicate slug ${key}`);
    seen.set(key, p.language);
  }
  for (const t of s.terms) {
    if (!SLUG.test(t.slug)) errors.push(`bad term slug ${t.slug}`);
    const key = `term:${t.taxonomy}:${t.slug}`;
    if (seen.has(key)) errors.push(`duplicate slug ${key}`);
    seen.set(key, t.language);
  }
  return errors;
}

describe('seed volumes', () => {
  it.each(LANGS)('has the required published volume in %s', (lang) => {
    expect(published(store, 'event', lang).length).toBeGreaterThanOrEqual(60);
    expect(published(store, 'artist', lang).length).toBeGreaterThanOrEqual(40);
    expect(published(store, 'post', lang).length).toBeGreaterThanOrEqual(15);
    expect(published(store, 'page', lang).length).toBeGreaterThanOrEqual(12);
    expect(published(store, 'venue', lang).length).toBeGreaterThanOrEqual(8);
    expect(published(store, 'pop_category', lang).length).toBe(7);
    expect(store.terms.filter((t) => t.taxonomy === 'category' && t.language === lang).length).toBeGreaterThanOrEqual(8);
    expect(store.terms.filter((t) => t.taxonomy === 'news_type' && t.language === lang).length).toBeGreaterThanOrEqual(4);
    for (const type of ['event', 'artist', 'post', 'page'] as const) {
      const drafts = store.posts.filter((p) => p.postType === type && p.language === lang && p.status === 'draft');
      expect(drafts.length, `${type} drafts`).toBeGreaterThanOrEqual(1);
      for (const d of drafts) expect(d.title).toMatch(/^DRAFT — /);
    }
  });

  it('has at least three users, all of them authors', () => {
    expect(store.users.length).toBeGreaterThanOrEqual(3);
    expect(new Set(news(store).map((n) => n.authorId)).size).toBeGreaterThanOrEqual(3);
  });
});

describe('translations and slugs', () => {
  it('pairs every translatable record with exactly one record of the other language, except the English-only ones', () => {
    const groups = new Map<string, LanguageCode[]>();
    for (const r of [...store.posts, ...store.terms]) groups.set(r.translationGroup, [...(groups.get(r.translationGroup) ?? []), r.language]);
    for (const [group, langs] of groups) {
      if (ENGLISH_ONLY.has(group)) expect(langs, group).toEqual(['EN']);
      else expect([...langs].sort(), group).toEqual(['EN', 'FR']);
    }
    for (const group of ENGLISH_ONLY) expect(groups.has(group), group).toBe(true);
  });

  it('gives French records slugs that differ from the English ones, unique per type', () => {
    expect(slugErrors(store)).toEqual([]);
  });

  it('has the slugs the site routes rely on', () => {
    const cat = (slug: string, lang: LanguageCode): boolean => store.terms.some((t) => t.slug === slug && t.language === lang && t.taxonomy === 'category');
    for (const [en, fr] of [['pop-montreal', 'pop-montreal-fr'], ['music', 'musique'], ['visual-arts', 'arts-visuels'], ['film', 'cinema'], ['kids', 'enfants'], ['marche', 'marche-fr'], ['puces', 'puces-fr'], ['symposium', 'symposium-fr']] as const) {
      expect(cat(en, 'EN') && cat(fr, 'FR'), en).toBe(true);
    }
    for (const [en, fr] of [['pop-montreal', 'pop-montreal-fr'], ['visual-arts', 'arts-visuels'], ['film', 'cinema'], ['kids', 'enfants'], ['marche', 'marche-fr'], ['puces', 'puces-fr'], ['symposium', 'symposium-fr']] as const) {
      expect(bySlug('pop_category', en)?.language, en).toBe('EN');
      expect(bySlug('pop_category', fr)?.language, fr).toBe('FR');
    }
    expect(bySlug('pop_category', 'pop-montreal')?.title).toBe('POP Montreal');
    expect(bySlug('pop_category', 'pop-montreal-fr')?.title).toBe('POP Montréal');
    const pagePairs = [
      ['home', 'accueil'], ['about', 'a-propos'], ['partners-and-sponsors', 'partenaires-et-commanditaires'],
      ['media-and-press', 'medias-et-presse'], ['contact', 'contact-fr'], ['tickets-and-passes', 'billets-et-passeports'],
      ['festival-schedule', 'programme-du-festival'], ['privacy-policy', 'politiques-de-confidentialite'],
      ['accessibility', 'accessibilite'], ['faq', 'faq-fr'], ['volunteer', 'benevoles'],
    ] as const;
    for (const [en, fr] of pagePairs) {
      const e = bySlug('page', en);
      const f = bySlug('page', fr);
      expect(e?.status === 'publish' && e.language === 'EN', en).toBe(true);
      expect(f?.translationGroup, fr).toBe(e?.translationGroup);
      expect(f?.language).toBe('FR');
    }
    const about = bySlug('page', 'about');
    expect(pages(store).filter((p) => p.parentId === about?.databaseId && p.status === 'publish').length).toBeGreaterThanOrEqual(2);
  });

  it('uses French typography in French titles and content', () => {
    for (const p of store.posts.filter((x) => x.language === 'FR' && x.status === 'publish')) {
      expect(`${p.title}\n${p.content}`, p.slug).not.toMatch(/ [:;!?»]|« /);
    }
  });
});

describe('references', () => {
  it('shares one id sequence for posts, media and menu items, another for terms and menus', () => {
    const postIds = [...store.posts, ...store.media, ...store.menuItems].map((r) => r.databaseId);
    expect(new Set(postIds).size).toBe(postIds.length);
    const termIds = [...store.terms, ...store.menus].map((r) => r.databaseId);
    expect(new Set(termIds).size).toBe(termIds.length);
    expect(new Set(store.users.map((u) => u.databaseId)).size).toBe(store.users.length);
  });

  it('points every id at an existing, published record of the same language', () => {
    expect(referenceErrors(store)).toEqual([]);
  });

  it('keeps event ↔ artist relations inverse', () => {
    const byId = new Map(store.posts.map((p) => [p.databaseId, p]));
    for (const e of events(store)) {
      for (const id of e.eventDetails.artistIds) {
        const a = byId.get(id) as ArtistRecord;
        expect(a.artistDetails.attachedEventIds, `${a.slug} ← ${e.slug}`).toContain(e.databaseId);
      }
    }
    for (const a of artists(store)) {
      for (const id of a.artistDetails.attachedEventIds) {
        expect((byId.get(id) as EventRecord).eventDetails.artistIds, `${a.slug} → ${id}`).toContain(a.databaseId);
      }
    }
  });

  it('never links a draft from published content or menus', () => {
    const drafts = store.posts.filter((p) => p.status === 'draft');
    const visible = store.posts.filter((p) => p.status === 'publish');
    for (const p of visible) {
      expect(p.title).not.toContain('DRAFT');
      expect(p.content).not.toContain('DRAFT');
      for (const d of drafts) expect(p.content.includes(d.slug), `${p.slug} links ${d.slug}`).toBe(false);
    }
    const draftIds = new Set(drafts.map((d) => d.databaseId));
    for (const item of store.menuItems) expect(draftIds.has(item.connectedNode?.databaseId ?? -1)).toBe(false);
  });
});

describe('events, artists, news', () => {
  const seedEvents = events(store).filter((e) => e.status === 'publish');

  it('spreads events over the five festival days, noon to 1 a.m., with doors 30–60 minutes earlier', () => {
    const days = new Set<string>();
    for (const e of seedEvents) {
      const show = e.eventDetails.showDatetime ?? '';
      expect(show >= '2027-09-22 12:00:00' && show <= '2027-09-27 01:00:00', `${e.slug} ${show}`).toBe(true);
      const hour = Number(show.slice(11, 13));
      expect(hour >= 12 || hour <= 1, `${e.slug} ${show}`).toBe(true);
      const gap = (Date.parse(`${show.replace(' ', 'T')}Z`) - Date.parse(`${(e.eventDetails.doorsDatetime ?? '').replace(' ', 'T')}Z`)) / 60_000;
      expect(gap >= 30 && gap <= 60, `${e.slug} doors`).toBe(true);
      days.add(hour <= 5 ? `after-midnight:${show.slice(0, 10)}` : show.slice(0, 10));
      expect(e.eventDetails.artistIds.length).toBeGreaterThanOrEqual(1);
      expect(e.eventDetails.artistIds.length).toBeLessThanOrEqual(4);
      expect(e.categoryIds.length).toBeGreaterThanOrEqual(1);
      expect(e.categoryIds.length).toBeLessThanOrEqual(3);
      expect(e.eventDetails.eventFpId).toMatch(/^fp-\d+$/);
    }
    for (const d of ['2027-09-22', '2027-09-23', '2027-09-24', '2027-09-25', '2027-09-26']) expect(days.has(d), d).toBe(true);
  });

  it.each(LANGS)('varies button states, prices, new dates and images (%s)', (lang) => {
    const list = seedEvents.filter((e) => e.language === lang);
    const count = (state: string): number => list.filter((e) => e.eventDetails.buttonState === state).length;
    expect(count('on_sale')).toBeGreaterThan(list.length / 3);
    expect(count('sold_out')).toBeGreaterThanOrEqual(3);
    expect(count('free')).toBeGreaterThanOrEqual(3);
    expect(count('few_left')).toBeGreaterThanOrEqual(1);
    expect(count('cancelled')).toBe(1);
    for (const e of list.filter((x) => x.eventDetails.buttonState === 'free')) {
      expect(e.eventDetails.price).toBe(lang === 'EN' ? 'Free' : 'Gratuit');
    }
    const moved = list.filter((e) => e.eventDetails.newDate !== null);
    expect(moved.length).toBeGreaterThanOrEqual(3);
    for (const e of moved) expect(e.eventDetails.showDatetime).toBe(e.eventDetails.newDate);
    expect(list.filter((e) => e.featuredImageId === null).length).toBeGreaterThanOrEqual(3);
    expect(list.some((e) => (e.eventDetails.performanceTimes ?? '').includes('\n'))).toBe(true);
  });

  it('varies artist link fields, from all to none', () => {
    const fields = (a: ArtistRecord): number =>
      Object.entries(a.artistDetails).filter(([k, v]) => k !== 'artistHometown' && k !== 'attachedEventIds' && v !== null).length;
    const list = artists(store).filter((a) => a.status === 'publish');
    expect(list.some((a) => fields(a) === 9)).toBe(true);
    expect(list.some((a) => fields(a) === 0)).toBe(true);
    expect(new Set(list.map(fields)).size).toBeGreaterThanOrEqual(4);
    for (const a of list) {
      expect(a.artistDetails.artistHometown).toBeTruthy();
      expect(a.categoryIds.length).toBeGreaterThanOrEqual(1);
      expect(a.categoryIds.length).toBeLessThanOrEqual(3);
      expect(a.artistDetails.attachedEventIds.length).toBeGreaterThanOrEqual(1);
    }
  });

  it('gives news authors, types, intros and 2–4 related items, from 2026 to September 2027', () => {
    const list = news(store).filter((n) => n.status === 'publish');
    for (const n of list) {
      expect(n.newsTypeIds.length).toBeGreaterThanOrEqual(1);
      expect(n.newsTypeIds.length).toBeLessThanOrEqual(2);
      expect(n.newsOptions.newsIntro).toBeTruthy();
      expect(n.newsOptions.relatedNewsIds.length).toBeGreaterThanOrEqual(2);
      expect(n.newsOptions.relatedNewsIds.length).toBeLessThanOrEqual(4);
      expect(n.content).toMatch(/<h2>/);
    }
    expect(list.some((n) => n.date.startsWith('2026'))).toBe(true);
    expect(list.every((n) => n.date >= '2026-01-01' && n.date < '2027-10-01')).toBe(true);
  });

  it('plants hostile HTML in one event, artist, news post and page, in both languages', () => {
    const hostile = store.posts.filter((p) => /<script|onerror=|javascript:|<iframe|position:fixed|onload=/.test(p.content));
    const groups = new Set(hostile.map((p) => p.translationGroup));
    expect(groups).toEqual(
      new Set([`event:${HOSTILE_ITEMS.event}`, `artist:${HOSTILE_ITEMS.artist}`, `news:${HOSTILE_ITEMS.news}`, `page:${HOSTILE_ITEMS.page}`]),
    );
    expect(hostile.every((p) => p.status === 'publish')).toBe(true);
    const all = hostile.map((p) => p.content).join('\n');
    for (const needle of ['<script>alert(1)</script>', 'onerror="alert(1)"', 'href="javascript:alert(1)"', '<iframe src="https://evil.example"', 'style="position:fixed', '<svg onload=']) {
      expect(all).toContain(needle);
    }
  });
});

describe('menus and settings', () => {
  const items = (location: MenuLocation) => {
    const menu = store.menus.find((m) => m.location === location);
    return store.menuItems.filter((i) => i.menuId === menu?.databaseId);
  };

  it('fills all six locations, nests PRIMARY two levels deep and has external links', () => {
    for (const loc of ['PRIMARY', 'PRIMARY___FR', 'SECONDARY', 'SECONDARY___FR', 'FOOTER', 'FOOTER___FR'] as const) {
      expect(items(loc).length, loc).toBeGreaterThan(0);
    }
    for (const loc of ['PRIMARY', 'PRIMARY___FR'] as const) {
      expect(items(loc).filter((i) => i.parentId !== null).length).toBeGreaterThanOrEqual(5);
      expect(items(loc).some((i) => i.url?.startsWith('https://'))).toBe(true);
    }
    expect(items('SECONDARY').length).toBeGreaterThanOrEqual(3);
    expect(items('SECONDARY').length).toBeLessThanOrEqual(5);
    const primaryExternal = items('PRIMARY').find((i) => i.url?.startsWith(EXTERNAL_LINKS.merch));
    const footerExternal = items('FOOTER').find((i) => i.url?.startsWith(EXTERNAL_LINKS.archive));
    expect(primaryExternal?.target).toBeNull();
    expect(footerExternal?.target).toBe('_blank');
    expect(items('PRIMARY___FR').map((i) => i.label)).toContain('Programmation');
  });

  it('fills every settings field in both languages', () => {
    for (const lang of LANGS) {
      const s = store.settings[lang];
      for (const [key, value] of Object.entries(s)) expect(value, `${lang}.${key}`).not.toBeNull();
      expect(s.popMenuHide).toBe(false);
      expect(s.popSpotifyPlaylist).toMatch(/^https:\/\/open\.spotify\.com\/playlist\/[0-9A-Za-z]{22}$/);
      expect(s.popMailchimp).toMatch(/^https:\/\/[a-z0-9.]+\.list-manage\.com\/subscribe\/post\?u=[0-9a-f]+&id=[0-9a-f]+$/);
    }
    expect(store.settings.FR.popProvince).toBe('Québec');
  });
});

describe('media', () => {
  it('has every file on disk with the recorded size and a meaningful alt text', async () => {
    let total = 0;
    for (const m of store.media) {
      const file = path.join(UPLOADS, m.file);
      expect(existsSync(file), m.file).toBe(true);
      const meta = await sharp(file).metadata();
      expect([meta.width, meta.height], m.file).toEqual([m.width, m.height]);
      expect(m.mimeType).toBe(meta.format === 'png' ? 'image/png' : 'image/jpeg');
      expect(m.altText.EN.length).toBeGreaterThan(20);
      expect(m.altText.FR.length).toBeGreaterThan(20);
      expect(m.altText.FR).not.toBe(m.altText.EN);
      total += readFileSync(file).length;
    }
    expect(total).toBeLessThan(4 * 1024 * 1024);
  });
});

describe('determinism and scale', () => {
  it('builds the same store on every call', () => {
    expect(createSeedStore({ scale: 0 })).toEqual(store);
    expect(createSeedStore({ scale: 50 })).toEqual(createSeedStore({ scale: 50 }));
  });

  it('adds the generated items quickly, after the seed ids, with unique slugs and valid references', () => {
    // CPU time, not wall-clock time: the other test files run in parallel on the same cores.
    const started = process.cpuUsage();
    const big = createSeedStore({ scale: 2500 });
    const { user, system } = process.cpuUsage(started);
    expect((user + system) / 1000).toBeLessThan(1000);
    const counts = scaleCounts(2500);
    expect(counts.events + counts.artists + counts.news).toBe(2500);
    for (const lang of LANGS) {
      expect(published(big, 'event', lang).length - published(store, 'event', lang).length).toBe(counts.events);
      expect(published(big, 'artist', lang).length - published(store, 'artist', lang).length).toBe(counts.artists);
      expect(published(big, 'post', lang).length - published(store, 'post', lang).length).toBe(counts.news);
    }
    expect(counts).toEqual({ events: 1250, artists: 750, news: 500 });
    // The hand-written seed is untouched and keeps its ids.
    expect(big.posts.slice(0, store.posts.length)).toEqual(store.posts);
    expect(big.menuItems).toEqual(store.menuItems);
    expect(big.media).toEqual(store.media);
    const maxSeedId = Math.max(...store.posts.map((p) => p.databaseId), ...store.menuItems.map((i) => i.databaseId));
    expect(big.posts.slice(store.posts.length).every((p) => p.databaseId > maxSeedId)).toBe(true);
    expect(slugErrors(big)).toEqual([]);
    expect(referenceErrors(big)).toEqual([]);
    const states = new Set(events(big).map((e) => e.eventDetails.buttonState));
    expect(states).toEqual(new Set(['on_sale', 'sold_out', 'free', 'few_left', 'cancelled']));
  });

  it('handles tiny scales', () => {
    for (const scale of [1, 2, 3, 7]) {
      const s = createSeedStore({ scale });
      expect(s.posts.length - store.posts.length).toBe(scale * 2);
      expect(referenceErrors(s)).toEqual([]);
    }
  });
});
