import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  toArtist,
  toEvent,
  toLocalDateTime,
  toMenuTree,
  toNewsPost,
  toPopCategory,
  toSettings,
} from '@/queries/adapter';

/** What the adapter reads (the generated types of the selections it is handed). */
type RawEvent = Parameters<typeof toEvent>[0];
type RawMenuItem = NonNullable<NonNullable<Parameters<typeof toMenuTree>[0]>[number]>;

/** Real responses of a WordPress + WPGraphQL for ACF 2.x backend (reference/samples). */
function sample<T>(name: string): T {
  const file = path.resolve(__dirname, '../../../reference/samples', `${name}.body.json`);
  return JSON.parse(readFileSync(file, 'utf8')).data as T;
}

/** The samples alias the other language's translation as `en`/`fr`; the site asks for `translation`. */
function withTranslation<T extends Record<string, unknown>>(node: T, alias: 'en' | 'fr') {
  return { ...node, translation: node[alias] } as T & { translation: unknown };
}

describe('adapter: WPGraphQL for ACF 2.x shapes (real responses)', () => {
  it('turns an event into the domain Event', () => {
    const raw = sample<{ events: { nodes: RawEvent[] } }>('event-by-slug-fr').events.nodes[0]!;
    const event = toEvent(withTranslation(raw as unknown as Record<string, unknown>, 'en') as never);
    expect(event).toMatchObject({
      slug: 'soiree-d-ouverture',
      title: 'Soirée d’ouverture',
      // RFC 3339 with PHP's +00:00 label: the wall clock is kept, the offset dropped.
      doorsAt: '2026-09-24T19:00:00',
      showAt: '2026-09-24T20:30:00',
      newDate: '2026-10-01T20:30:00',
      venue: { title: 'Grande scène' },
      price: '20 $',
      buttonState: 'on_sale',
      ticketUrl: 'https://tickets.example.com/fp-1001?lang=fr',
      translationSlug: raw && (raw as unknown as { en: { slug: string } }).en.slug,
    });
    expect(event.categories[0]).toMatchObject({ slug: 'musique', name: 'Musique' });
    expect(event.categories[0]!.image?.url).toMatch(/cat-music\.png$/);
    expect(event.artists.length).toBeGreaterThan(0);
    expect(event.image).toMatchObject({ alt: 'event-opening alt text', width: 800, height: 500 });
  });

  it('reads the other language version of an event from translation { slug } and translations', () => {
    const base = { id: 'e1', slug: 'soiree', databaseId: 11 };
    // Public: the slug from translation(...), the post id from the matching entry of translations.
    expect(toEvent({ ...base, translation: { slug: 'opening' }, translations: [null, { slug: 'opening', databaseId: 10 }] })).toMatchObject({
      translationSlug: 'opening',
      translationDatabaseId: 10,
    });
    // Not public (draft, trash): WPGraphQL's translation has a null slug, translations leaves it out.
    expect(toEvent({ ...base, translation: { slug: null }, translations: [] })).toMatchObject({ translationSlug: null, translationDatabaseId: null });
    // No translation at all.
    expect(toEvent({ ...base, translation: null, translations: null })).toMatchObject({ translationSlug: null, translationDatabaseId: null });
  });

  it('turns an artist into the domain Artist with its links and events', () => {
    const raw = sample<{ artists: { nodes: Record<string, unknown>[] } }>('artists-fr').artists.nodes[0]!;
    const artist = toArtist(withTranslation(raw, 'en') as never);
    expect(artist).toMatchObject({
      slug: 'mira-solenne-fr',
      hometown: 'Québec, QC',
      translationSlug: 'mira-solenne',
      links: { bandcamp: 'https://mirasolenne.bandcamp.com', youtube: 'https://www.youtube.com/@mirasolenne' },
    });
    expect(artist.events.map((e) => e.slug)).toEqual(['soiree-d-ouverture', 'concert-de-cloture']);
  });

  it('turns a news post into the domain NewsPost', () => {
    const raw = sample<{ posts: { nodes: Record<string, unknown>[] } }>('news-fr').posts.nodes[0]!;
    const post = toNewsPost(withTranslation(raw, 'en') as never);
    expect(post.author?.name).toBeTruthy();
    expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(post.newsTypes.length).toBeGreaterThan(0);
  });

  it('keeps only the filled about groups of a pop category', () => {
    const raw = sample<{ popCategories: { nodes: Record<string, unknown>[] } }>('pop-categories-fr').popCategories.nodes[0]!;
    const category = toPopCategory(raw as never);
    expect(category.subtitle).toBe('Arts visuels et installations');
    expect(category.about[0]).toMatchObject({ title: expect.any(String), ctaText: 'En savoir plus' });
  });

  it('reads settings, with popMenuHide as a boolean', () => {
    const settings = toSettings(sample<{ popSettings: never }>('pop-settings-fr').popSettings);
    expect(settings).toMatchObject({ city: 'Montréal', menuHidden: true, social: { youtube: expect.stringMatching(/^https:/) } });
  });

  it('rebuilds the primary menu tree from the flat list, keeping order', () => {
    const items = sample<{ menuItems: { nodes: RawMenuItem[] } }>('menu-items-primary-fr').menuItems.nodes;
    const tree = toMenuTree(items);
    const childCount = tree.reduce((sum, item) => sum + item.children.length, 0);
    expect(tree.length + childCount).toBe(items.length);
    const programmation = tree.find((item) => item.label === 'Programmation')!;
    expect(programmation.children.map((c) => c.label)).toEqual([
      'Soirée d’ouverture',
      'Concert de clôture',
      'Mira Solenne (FR)',
    ]);
    expect(programmation.children[0]!.connectedNode).toEqual({ type: 'event', slug: 'soiree-d-ouverture' });
  });
});

describe('adapter: legacy wp-graphql-acf shapes', () => {
  const legacyEvent = {
    id: 'cG9zdDoxOQ==',
    slug: 'opening-night',
    title: 'Opening Night',
    featuredImage: { node: { sourceUrl: 'http://localhost:4000/wp-content/uploads/a.jpg', altText: 'A poster' } },
    categories: {
      nodes: [{ id: 't1', slug: 'music', name: 'Music', categoryOptions: { categoryImage: { sourceUrl: 'http://localhost:4000/wp-content/uploads/c.png', altText: '' } } }],
    },
    eventDetails: {
      doorsDatetime: '2027-09-22 19:00:00',
      showDatetime: '2027-09-22 20:30:00',
      newDate: '',
      eventVenue: { id: 'v1', title: 'Salle Mirabelle' },
      eventArtists: [{ id: 'a1', slug: 'mira-solenne', title: 'Mira Solenne' }, null],
      buttonState: 'sold_out',
      performanceTimes: '8:30 PM — Mira Solenne\r\n\r\n9:45 PM — The Lanterns',
    },
  } as unknown as RawEvent;

  it('reads objects, bare media, plain date strings and string selects', () => {
    const event = toEvent(legacyEvent);
    expect(event).toMatchObject({
      doorsAt: '2027-09-22T19:00:00',
      showAt: '2027-09-22T20:30:00',
      newDate: null,
      venue: { id: 'v1', title: 'Salle Mirabelle' },
      buttonState: 'sold_out',
      artists: [{ slug: 'mira-solenne', title: 'Mira Solenne' }],
      performanceTimes: ['8:30 PM — Mira Solenne', '9:45 PM — The Lanterns'],
      translationSlug: null,
    });
    expect(event.categories[0]!.image?.url).toMatch(/\/wp-content\/uploads\/c\.png$/);
  });

  it('rewrites media URLs from the admin host to the image CDN host', () => {
    const event = toEvent(legacyEvent);
    expect(event.image?.url).toBe('http://127.0.0.1:4000/wp-content/uploads/a.jpg');
  });

  it.each([
    ['2027-09-22T20:30:00+00:00', '2027-09-22T20:30:00'],
    ['2027-09-22 20:30:00', '2027-09-22T20:30:00'],
    ['2027-09-22T20:30', '2027-09-22T20:30:00'],
    ['', null],
    ['September 22, 2027', null],
    [null, null],
  ])('toLocalDateTime(%j) = %j', (input, expected) => {
    expect(toLocalDateTime(input)).toBe(expected);
  });
});

describe('menu tree', () => {
  it('nests by parentId, promotes orphans, and marks external custom links', () => {
    const tree = toMenuTree([
      { id: 'a', parentId: null, label: 'Lineup', path: '/calendar' },
      { id: 'b', parentId: 'a', label: 'Opening', path: '/events/opening/', connectedNode: { node: { __typename: 'Event', slug: 'opening' } } },
      { id: 'c', parentId: 'missing', label: 'Orphan', path: '/news' },
      { id: 'd', parentId: null, label: 'Shop', path: 'https://shop.example.com/' },
    ]);
    expect(tree.map((item) => item.label)).toEqual(['Lineup', 'Orphan', 'Shop']);
    expect(tree[0]!.children[0]).toMatchObject({ label: 'Opening', external: false, connectedNode: { type: 'event', slug: 'opening' } });
    expect(tree[2]).toMatchObject({ external: true, path: 'https://shop.example.com/' });
    expect(tree[0]).toMatchObject({ external: false });
  });
});
