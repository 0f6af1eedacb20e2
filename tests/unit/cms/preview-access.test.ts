/**
 * Drafts and pending revisions, as WordPress + WPGraphQL serve them: invisible to anonymous
 * requests, visible to an editor's application password, `asPreview` returning the newest
 * revision, and a wrong credential refused with HTTP 401 in WPGraphQL's error shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../../cms/graphql/context';
import { getExecutableSchema } from '../../../cms/graphql/executable-schema';
import { runGraphQLRequest } from '../../../cms/graphql/run-graphql-request';
import { buildStoreIndex } from '../../../cms/graphql/store-index';
import {
  authenticate,
  editorCredentialsFromEnv,
  INCORRECT_APPLICATION_PASSWORD,
  UNKNOWN_USERNAME,
} from '../../../cms/http/authentication';
import { createSeedStore, REVISED_EVENT_KEY } from '../../../cms/seed';
import { startContentServer, type ContentServer } from '../../../cms/server';
import type { EventRecord } from '../../../cms/store/types';
import type { LooseData } from '../fixtures/cms/run-query';

const store = createSeedStore({ scale: 0 });
const index = buildStoreIndex(store);
const editor: Viewer = { databaseId: 1, slug: 'camille-beaudoin' };
const credentials = { user: 'camille-beaudoin', applicationPassword: 'abcd EFGH 1234 ijkl MNOP 5678' };
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

async function query(document: string, variables: Record<string, unknown>, viewer: Viewer | null): Promise<LooseData> {
  const result = await runGraphQLRequest(getExecutableSchema(), { query: document, variables }, { index, publicUrl: 'http://localhost:4000', viewer });
  if (result.body.errors) throw new Error(JSON.stringify(result.body.errors));
  return result.body.data as LooseData;
}

const events = store.posts.filter((p): p is EventRecord => p.postType === 'event');
const draftEvent = (lang: 'EN' | 'FR') => events.find((e) => e.status === 'draft' && e.language === lang)!;
const revisedEvent = (lang: 'EN' | 'FR') => {
  const en = events.find((e) => e.slug === REVISED_EVENT_KEY)!;
  return lang === 'EN' ? en : events.find((e) => e.translationGroup === en.translationGroup && e.language === 'FR')!;
};

describe('seed', () => {
  it('has a draft event and a draft page in both languages', () => {
    for (const lang of ['EN', 'FR'] as const) {
      expect(draftEvent(lang)).toBeDefined();
      expect(store.posts.some((p) => p.postType === 'page' && p.status === 'draft' && p.language === lang)).toBe(true);
    }
  });

  it('has a pending revision of a published event in both languages, with another title and content', () => {
    for (const lang of ['EN', 'FR'] as const) {
      const event = revisedEvent(lang);
      expect(event.status).toBe('publish');
      const revision = index.latestRevisionByParent.get(event.databaseId);
      expect(revision).toBeDefined();
      expect(revision!.title).not.toBe(event.title);
      expect(revision!.content).not.toBe(event.content);
      // Revisions are rows of wp_posts: their ids never collide with a post's.
      expect(index.postById.has(revision!.databaseId)).toBe(false);
    }
  });
});

describe('authenticate (application passwords over Basic auth)', () => {
  it('leaves requests without credentials, or with another scheme, anonymous', () => {
    expect(authenticate(undefined, credentials, store.users)).toEqual({ ok: true, viewer: null });
    expect(authenticate('Bearer abc', credentials, store.users)).toEqual({ ok: true, viewer: null });
  });

  it('ignores Basic headers when no application password exists on the server', () => {
    expect(authenticate(basic('camille-beaudoin', 'x'), null, store.users)).toEqual({ ok: true, viewer: null });
  });

  it('logs the editor in, with or without the spaces WordPress shows the password with', () => {
    for (const password of [credentials.applicationPassword, credentials.applicationPassword.replace(/ /g, '')]) {
      expect(authenticate(basic('camille-beaudoin', password), credentials, store.users)).toEqual({
        ok: true,
        viewer: { databaseId: 1, slug: 'camille-beaudoin' },
      });
    }
  });

  it("refuses a wrong user or password with WordPress's messages", () => {
    expect(authenticate(basic('someone', credentials.applicationPassword), credentials, store.users)).toEqual({
      ok: false,
      status: 401,
      message: UNKNOWN_USERNAME,
    });
    expect(authenticate(basic('camille-beaudoin', 'wrong'), credentials, store.users)).toEqual({
      ok: false,
      status: 401,
      message: INCORRECT_APPLICATION_PASSWORD,
    });
    expect(authenticate('Basic !!!', credentials, store.users)).toMatchObject({ ok: false, status: 401 });
  });

  it('reads both env variables or neither', () => {
    expect(editorCredentialsFromEnv({})).toBeNull();
    expect(editorCredentialsFromEnv({ CMS_PREVIEW_USER: 'u', CMS_PREVIEW_APP_PASSWORD: 'p' })).toEqual({ user: 'u', applicationPassword: 'p' });
    expect(() => editorCredentialsFromEnv({ CMS_PREVIEW_USER: 'u' })).toThrow(/together/);
  });
});

describe('drafts', () => {
  const bySlug = `query ($slug: String!, $id: ID!, $language: LanguageCodeFilterEnum!) {
    bySlug: events(first: 1, where: { name: $slug, language: $language, stati: [PUBLISH, DRAFT] }) { nodes { slug status } }
    default: events(first: 1, where: { name: $slug, language: $language }) { nodes { slug } }
    single: event(id: $id, idType: SLUG) { slug status title }
  }`;

  it('stay invisible to anonymous requests, whatever they ask', async () => {
    for (const lang of ['EN', 'FR'] as const) {
      const slug = draftEvent(lang).slug;
      const data = await query(bySlug, { slug, id: slug, language: lang }, null);
      expect(data).toEqual({ bySlug: { nodes: [] }, default: { nodes: [] }, single: null });
    }
  });

  it('are visible to the editor in single lookups and in lists that ask for them', async () => {
    for (const lang of ['EN', 'FR'] as const) {
      const draft = draftEvent(lang);
      const data = await query(bySlug, { slug: draft.slug, id: draft.slug, language: lang }, editor);
      expect(data.bySlug.nodes).toEqual([{ slug: draft.slug, status: 'draft' }]);
      // Lists default to published content, for editors too (WPGraphQL's default status).
      expect(data.default.nodes).toEqual([]);
      expect(data.single).toEqual({ slug: draft.slug, status: 'draft', title: draft.title });
    }
  });

  it("show the editor a draft's linked draft artist and its translation", async () => {
    const data = await query(
      `query ($id: ID!) { event(id: $id, idType: DATABASE_ID) {
        translation(language: FR) { slug }
        eventDetails { eventArtists { nodes { ... on Artist { status } } } }
      } }`,
      { id: String(draftEvent('EN').databaseId) },
      editor,
    );
    expect(data.event.translation).toEqual({ slug: draftEvent('FR').slug });
    expect(data.event.eventDetails.eventArtists.nodes).toEqual([{ status: 'draft' }]);
  });
});

describe('asPreview', () => {
  const preview = `query ($id: ID!) {
    published: event(id: $id, idType: DATABASE_ID) { databaseId title content status }
    preview: event(id: $id, idType: DATABASE_ID, asPreview: true) { databaseId title content status }
  }`;

  it("returns the pending revision to the editor, and the published post stays as it is", async () => {
    for (const lang of ['EN', 'FR'] as const) {
      const event = revisedEvent(lang);
      const revision = index.latestRevisionByParent.get(event.databaseId)!;
      const data = await query(preview, { id: String(event.databaseId) }, editor);
      expect(data.published).toMatchObject({ databaseId: event.databaseId, title: event.title, status: 'publish' });
      expect(data.preview).toEqual({
        databaseId: revision.databaseId,
        title: revision.title,
        content: revision.content,
        status: 'inherit',
      });
    }
  });

  it('returns no node to anonymous requests when a revision exists (revisions are private)', async () => {
    const data = await query(preview, { id: String(revisedEvent('EN').databaseId) }, null);
    expect(data.preview).toBeNull();
    expect(data.published.title).toBe(revisedEvent('EN').title);
  });

  it('returns the post itself when it has no revision (a draft, for the editor)', async () => {
    const draft = draftEvent('FR');
    const data = await query(preview, { id: String(draft.databaseId) }, editor);
    expect(data.preview).toMatchObject({ databaseId: draft.databaseId, title: draft.title, status: 'draft' });
    expect((await query(preview, { id: String(draft.databaseId) }, null)).preview).toBeNull();
  });

  it('works with the global ID and on pages', async () => {
    const page = store.posts.find((p) => p.postType === 'page' && p.status === 'draft' && p.language === 'FR')!;
    const globalId = Buffer.from(`post:${page.databaseId}`).toString('base64');
    const data = await query(`query ($id: ID!) { page(id: $id, asPreview: true) { slug } }`, { id: globalId }, editor);
    expect(data.page).toEqual({ slug: page.slug });
  });
});

describe('over HTTP', () => {
  let server: ContentServer;
  beforeAll(async () => {
    server = await startContentServer({ store, port: 0, editor: credentials });
  });
  afterAll(async () => {
    await server.close();
  });

  const draftQuery = JSON.stringify({
    query: 'query ($id: ID!) { event(id: $id, idType: DATABASE_ID) { title } }',
    variables: { id: String(draftEvent('EN').databaseId) },
  });
  const send = (authorization?: string) =>
    fetch(server.graphqlUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
      body: draftQuery,
    });

  it('answers the editor with the draft, never cacheable', async () => {
    const response = await send(basic(credentials.user, credentials.applicationPassword));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
    expect(await response.json()).toEqual({ data: { event: { title: draftEvent('EN').title } } });
  });

  it('answers anonymous requests with null', async () => {
    const response = await send();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { event: null } });
  });

  it('refuses a wrong application password with 401 and an errors body', async () => {
    const response = await send(basic(credentials.user, 'wrong-password'));
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ errors: [{ message: INCORRECT_APPLICATION_PASSWORD }] });
  });
});
