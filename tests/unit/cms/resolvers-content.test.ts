/**
 * Post-type resolvers behave as WPGraphQL + Polylang: language filters, drafts hidden, search,
 * slug lookups, translations, permalinks, ACF 2.x shapes.
 */
import { describe, expect, it } from 'vitest';
import { queryData, runQuery } from '../fixtures/cms/run-query';

type Nodes<T = Record<string, unknown>> = { nodes: T[] };
const slugsOf = (connection: Nodes) => connection.nodes.map((n) => n.slug);

describe('language filter (Polylang)', () => {
  it('returns only the requested language, DEFAULT meaning English', async () => {
    const data = await queryData(`{
      en: events(where: { language: EN }) { nodes { slug language { code slug locale name } } }
      fr: events(where: { language: FR }) { nodes { slug } }
      def: events(where: { language: DEFAULT }) { nodes { slug } }
      list: events(where: { languages: [FR] }) { nodes { slug } }
    }`);
    expect(slugsOf(data.en)).toEqual(['workshop', 'closing-concert', 'opening-night']);
    expect(data.en.nodes[0].language).toEqual({ code: 'EN', slug: 'en', locale: 'en_US', name: 'English' });
    expect(slugsOf(data.fr)).toEqual(['concert-de-cloture', 'soiree-d-ouverture']);
    expect(slugsOf(data.def)).toEqual(slugsOf(data.en));
    expect(slugsOf(data.list)).toEqual(slugsOf(data.fr));
  });

  it('mixes both languages when language is omitted or ALL, newest first', async () => {
    const data = await queryData('{ a: events { nodes { slug } } b: events(where: { language: ALL }) { nodes { slug } } }');
    expect(slugsOf(data.a)).toEqual(['workshop', 'concert-de-cloture', 'closing-concert', 'soiree-d-ouverture', 'opening-night']);
    expect(slugsOf(data.b)).toEqual(slugsOf(data.a));
  });
});

describe('drafts', () => {
  it('never come out of connections, whatever status is asked', async () => {
    const data = await queryData(`{
      all: events(first: 100) { nodes { databaseId } }
      draft: events(where: { status: DRAFT }) { nodes { databaseId } }
      stati: events(where: { stati: [DRAFT, PRIVATE] }) { nodes { databaseId } }
      published: events(where: { status: PUBLISH, language: FR }) { nodes { databaseId } }
      search: events(where: { search: "secret" }) { nodes { databaseId } }
      byName: events(where: { name: "atelier" }) { nodes { databaseId } }
      posts: posts(first: 100) { nodes { databaseId } }
    }`);
    expect(data.all.nodes.map((n: { databaseId: number }) => n.databaseId)).not.toContain(61);
    expect(data.draft.nodes).toEqual([]);
    expect(data.stati.nodes).toEqual([]);
    expect(data.published.nodes).toHaveLength(2);
    expect(data.search.nodes).toEqual([]);
    expect(data.byName.nodes).toEqual([]);
    expect(data.posts.nodes.map((n: { databaseId: number }) => n.databaseId)).not.toContain(64);
  });

  it('resolve to null in single lookups and nodeByUri, are left out of translations, and have only null fields as translation()', async () => {
    const data = await queryData(`{
      byId: event(id: "cG9zdDo2MQ==") { slug }
      byDbId: event(id: "61", idType: DATABASE_ID) { slug }
      bySlug: event(id: "atelier", idType: SLUG) { slug }
      byUri: nodeByUri(uri: "/fr/events/atelier/") { id }
      node: node(id: "cG9zdDo2MQ==") { id }
      workshop: event(id: "workshop", idType: SLUG) { fr: translation(language: FR) { slug } translations { slug } }
    }`);
    expect(data).toEqual({ byId: null, byDbId: null, bySlug: null, byUri: null, node: null, workshop: { fr: { slug: null }, translations: [] } });
  });
});

describe('search', () => {
  it('matches the raw title, content and excerpt case- and accent-insensitively, markup included (MySQL LIKE)', async () => {
    const data = await queryData(`{
      title: events(where: { search: "CLOSING" }) { nodes { slug } }
      accent: events(where: { search: "soiree" }) { nodes { slug } }
      entity: events(where: { search: "d’ouverture" }) { nodes { slug } }
      markup: events(where: { search: "hands-on printmaking" }) { nodes { slug } }
      tag: events(where: { search: "em" }) { nodes { slug } }
      allWords: posts(where: { search: "volunteers wanted" }) { nodes { slug } }
      notAllWords: posts(where: { search: "volunteers lineup" }) { nodes { slug } }
      exclusion: posts(where: { search: "contenu -appel", language: FR }) { nodes { slug } }
      phrase: pages(where: { search: "\\"privacy policy\\"" }) { nodes { slug } }
    }`);
    expect(slugsOf(data.title)).toEqual(['closing-concert']);
    expect(slugsOf(data.accent)).toEqual(['soiree-d-ouverture']);
    expect(slugsOf(data.entity)).toEqual(['soiree-d-ouverture']);
    expect(slugsOf(data.markup)).toEqual(['workshop']);
    // WordPress's LIKE sees the stored markup: `em` finds the post whose content has <em>.
    expect(slugsOf(data.tag)).toEqual(['workshop']);
    expect(slugsOf(data.allWords)).toEqual(['volunteers-wanted']);
    expect(slugsOf(data.notAllWords)).toEqual([]);
    expect(slugsOf(data.exclusion)).toEqual(['la-programmation-est-devoilee']);
    expect(slugsOf(data.phrase)).toEqual(['privacy-policy']);
  });
});

describe('filters and ordering', () => {
  it('filters by name, nameIn, in, notIn, title, categoryName and parent', async () => {
    const data = await queryData(`{
      name: events(where: { name: "soiree-d-ouverture" }) { nodes { databaseId } }
      nameIn: artists(where: { nameIn: ["mira-solenne", "mira-solenne-fr"] }) { nodes { databaseId } }
      in: events(where: { in: ["18", "cG9zdDoyMQ=="] }) { nodes { databaseId } }
      emptyIn: events(where: { in: [] }) { nodes { databaseId } }
      notIn: events(where: { notIn: [18, 20, 60], language: EN }) { nodes { databaseId } }
      title: events(where: { title: "closing concert" }) { nodes { databaseId } }
      cat: events(where: { categoryName: "visual-arts" }) { nodes { databaseId } }
      catFr: events(where: { categoryName: "musique" }) { nodes { databaseId } }
      unknownCat: events(where: { categoryName: "nope" }) { nodes { databaseId } }
      children: pages(where: { parent: "26" }) { nodes { databaseId uri } }
    }`);
    const ids = (key: string) => (data[key] as Nodes<{ databaseId: number }>).nodes.map((n) => n.databaseId);
    expect(ids('name')).toEqual([19]);
    expect(ids('nameIn')).toEqual([17, 16]);
    expect(ids('in')).toEqual([21, 18]);
    expect(ids('emptyIn')).toEqual([]);
    expect(ids('notIn')).toEqual([]);
    expect(ids('title')).toEqual([20]);
    expect(ids('cat')).toEqual([20]);
    expect(ids('catFr')).toEqual([21, 19]);
    expect(ids('unknownCat')).toEqual([]);
    expect(data.children.nodes).toEqual([{ databaseId: 62, uri: '/about/team/' }]);
  });

  it('orders by date DESC by default and by the orderby list otherwise', async () => {
    const data = await queryData(`{
      byDefault: posts(where: { language: EN }) { nodes { slug } }
      dateAsc: posts(where: { language: EN, orderby: [{ field: DATE, order: ASC }] }) { nodes { slug } }
      titleAsc: events(where: { language: EN, orderby: [{ field: TITLE, order: ASC }] }) { nodes { slug } }
      slugDesc: events(where: { language: EN, orderby: [{ field: SLUG, order: DESC }] }) { nodes { slug } }
      inOrder: events(where: { in: [20, 60, 18], orderby: [{ field: IN, order: ASC }] }) { nodes { databaseId } }
    }`);
    expect(slugsOf(data.byDefault)).toEqual(['volunteers-wanted', 'festival-lineup-announced']);
    expect(slugsOf(data.dateAsc)).toEqual(['festival-lineup-announced', 'volunteers-wanted']);
    expect(slugsOf(data.titleAsc)).toEqual(['closing-concert', 'opening-night', 'workshop']);
    expect(slugsOf(data.slugDesc)).toEqual(['workshop', 'opening-night', 'closing-concert']);
    expect(data.inOrder.nodes.map((n: { databaseId: number }) => n.databaseId)).toEqual([20, 60, 18]);
  });
});

describe('single lookups, URIs and translations', () => {
  it('finds posts by global id, database id, slug and URI, with WordPress permalinks', async () => {
    const data = await queryData(`{
      a: event(id: "cG9zdDoxOQ==") { databaseId uri link }
      b: event(id: "19", idType: DATABASE_ID) { databaseId }
      c: event(id: "soiree-d-ouverture", idType: SLUG) { databaseId }
      d: event(id: "/fr/events/soiree-d-ouverture/", idType: URI) { databaseId }
      wrongType: artist(id: "19", idType: DATABASE_ID) { databaseId }
      page: page(id: "/about/team", idType: URI) { databaseId uri parent { node { ... on Page { slug } } } parentDatabaseId }
      news: post(id: "appel-aux-benevoles", idType: SLUG) { uri author { node { slug name } } }
      venue: venue(id: "grande-scene", idType: SLUG) { uri }
      popCategory: popCategory(id: "art", idType: SLUG) { uri }
      category: category(id: "arts-visuels", idType: SLUG) { uri link count translation(language: EN) { slug } }
      newsType: newsType(id: "Blogue", idType: NAME) { uri translations { slug } }
    }`);
    expect(data.a).toEqual({ databaseId: 19, uri: '/fr/events/soiree-d-ouverture/', link: 'http://127.0.0.1:8080/fr/events/soiree-d-ouverture/' });
    expect([data.b.databaseId, data.c.databaseId, data.d.databaseId]).toEqual([19, 19, 19]);
    expect(data.wrongType).toBeNull();
    expect(data.page).toEqual({ databaseId: 62, uri: '/about/team/', parent: { node: { slug: 'about' } }, parentDatabaseId: 26 });
    expect(data.news).toEqual({ uri: '/fr/appel-aux-benevoles/', author: { node: { slug: 'admin', name: 'admin' } } });
    expect(data.venue.uri).toBe('/fr/venues/grande-scene/');
    expect(data.popCategory.uri).toBe('/pop-categories/art/');
    expect(data.category).toEqual({ uri: '/fr/category/arts-visuels/', link: 'http://127.0.0.1:8080/fr/category/arts-visuels/', count: 2, translation: { slug: 'visual-arts' } });
    expect(data.newsType).toEqual({ uri: '/fr/news_type/blogue/', translations: [{ slug: 'blog' }] });
  });

  it('resolves nodeByUri with or without the host and trailing slash, pages before posts', async () => {
    const data = await queryData(`{
      fr: nodeByUri(uri: "/fr/politiques-de-confidentialite") { __typename uri }
      abs: nodeByUri(uri: "http://127.0.0.1:8080/events/opening-night/?x=1") { __typename ... on Event { slug } }
      cat: nodeByUri(uri: "/category/music/") { __typename ... on Category { name } }
      otherHost: nodeByUri(uri: "https://example.com/events/opening-night/") { __typename }
      missing: nodeByUri(uri: "/nothing-here/") { __typename }
    }`);
    expect(data.fr).toEqual({ __typename: 'Page', uri: '/fr/politiques-de-confidentialite/' });
    expect(data.abs).toEqual({ __typename: 'Event', slug: 'opening-night' });
    expect(data.cat).toEqual({ __typename: 'Category', name: 'Music' });
    expect(data.otherHost).toBeNull();
    expect(data.missing).toBeNull();
  });

  it('gives translation(language:) (itself for its own language) and translations (the others only)', async () => {
    const data = await queryData(`{
      event(id: "opening-night", idType: SLUG) {
        en: translation(language: EN) { databaseId }
        fr: translation(language: FR) { databaseId slug uri }
        translations { databaseId language { code } }
      }
    }`);
    expect(data.event).toEqual({
      en: { databaseId: 18 },
      fr: { databaseId: 19, slug: 'soiree-d-ouverture', uri: '/fr/events/soiree-d-ouverture/' },
      translations: [{ databaseId: 19, language: { code: 'FR' } }],
    });
  });

  it('accepts format: RENDERED and rejects RAW (editors only in WPGraphQL)', async () => {
    const data = await queryData('{ event(id: "18", idType: DATABASE_ID) { title(format: RENDERED) content(format: RENDERED) } }');
    expect(data.event).toEqual({ title: 'Opening Night', content: '\n<p>Opening Night — contenu / content (en).</p>\n' });
    const raw = await runQuery('{ event(id: "18", idType: DATABASE_ID) { content(format: RAW) } }');
    expect(raw.body.data).toBeUndefined();
  });

  it('reports a malformed global id as a GraphQL error, like WPGraphQL', async () => {
    const result = await runQuery('{ event(id: "not-a-global-id") { slug } }');
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({ event: null });
    expect(result.body.errors?.[0]).toMatchObject({ message: expect.stringContaining('The ID input is invalid') });
  });
});

describe('ACF field groups (WPGraphQL for ACF 2.x shapes)', () => {
  it('formats event details: RFC 3339 date-times, list select, connections, nulls', async () => {
    const data = await queryData(`{
      closing: event(id: "20", idType: DATABASE_ID) { eventDetails { doorsDatetime showDatetime newDate buttonState price
        eventVenue { nodes { __typename ... on Venue { title } } } eventArtists { nodes { ... on Artist { slug } } } } }
      workshop: event(id: "60", idType: DATABASE_ID) { eventDetails { doorsDatetime newDate buttonState ticketUrl
        eventVenue { nodes { id } } eventArtists { nodes { id } pageInfo { hasNextPage endCursor } } } excerpt }
    }`);
    expect(data.closing.eventDetails).toEqual({
      doorsDatetime: '2026-09-27T19:00:00+00:00',
      showDatetime: '2026-09-27T20:30:00+00:00',
      newDate: '2026-10-04T20:30:00+00:00',
      buttonState: ['sold_out'],
      price: '35 $',
      eventVenue: { nodes: [{ __typename: 'Venue', title: 'Main Stage' }] },
      eventArtists: { nodes: [{ slug: 'mira-solenne' }] },
    });
    expect(data.workshop.eventDetails).toEqual({
      doorsDatetime: null, newDate: null, buttonState: null, ticketUrl: null,
      eventVenue: { nodes: [{ id: 'cG9zdDoxNA==' }] },
      eventArtists: { nodes: [], pageInfo: { hasNextPage: false, endCursor: null } },
    });
    expect(data.workshop.excerpt).toBe('<p>Hands-on printmaking workshop.</p>\n');
  });

  it('gives pop categories every about group, empty ones with null fields', async () => {
    const data = await queryData(`{ popCategories(where: { language: EN }) { nodes {
      popCategoryOptions { popCategorySubtitle }
      artAbout { artTitle artCtaUrl } filmAbout { filmTitle filmContent } aboutPop { aboutPopTitle } } } }`);
    expect(data.popCategories.nodes).toEqual([{
      popCategoryOptions: { popCategorySubtitle: 'Visual art and installations' },
      artAbout: { artTitle: 'About: art', artCtaUrl: 'https://popmontreal.example.com/art' },
      filmAbout: { filmTitle: null, filmContent: null },
      aboutPop: { aboutPopTitle: null },
    }]);
  });

  it('gives categories their image as an edge, media alt text in the linking node language', async () => {
    const store = (await import('../fixtures/cms/festival-store')).createFixtureStore();
    const artMedia = store.media.find((m) => m.databaseId === 12);
    if (artMedia) artMedia.altText = { EN: 'Visual arts', FR: '' };
    const newsMedia = store.media.find((m) => m.databaseId === 9);
    if (newsMedia) newsMedia.altText = { EN: 'Volunteers', FR: 'Bénévoles' };
    const data = await queryData(`{
      categories(where: { slug: ["arts-visuels"] }) { nodes { categoryOptions { categoryImage { node { altText sourceUrl mediaDetails { width height } } } } } }
      en: post(id: "24", idType: DATABASE_ID) { featuredImage { node { altText } } featuredImageDatabaseId }
      fr: post(id: "25", idType: DATABASE_ID) { featuredImage { node { altText } } }
      none: page(id: "28", idType: DATABASE_ID) { featuredImage { node { id } } featuredImageId }
    }`, undefined, { store, publicUrl: 'http://localhost:4000' });
    expect(data.categories.nodes[0].categoryOptions.categoryImage.node).toEqual({
      altText: 'Visual arts',
      sourceUrl: 'http://localhost:4000/wp-content/uploads/2026/11/cat-arts.png',
      mediaDetails: { width: 800, height: 500 },
    });
    expect(data.en).toEqual({ featuredImage: { node: { altText: 'Volunteers' } }, featuredImageDatabaseId: 9 });
    expect(data.fr.featuredImage.node.altText).toBe('Bénévoles');
    expect(data.none).toEqual({ featuredImage: null, featuredImageId: null });
  });
});
