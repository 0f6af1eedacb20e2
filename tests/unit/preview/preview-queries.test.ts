import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let previewing = false;
vi.mock('@/lib/draft-mode', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/draft-mode')>()),
  isPreviewRequest: async () => previewing,
}));

const { fetchContent } = await import('@/queries/client');
const { getEventBySlug } = await import('@/queries/events');
const { getPreviewTarget, overlayRevision } = await import('@/queries/preview');
const { isPreviewRequest, previewAuthorization } = await vi.importActual<typeof import('@/lib/draft-mode')>('@/lib/draft-mode');

type Sent = { init: RequestInit & { next?: { tags: string[] } }; body: { operationName: string; variables: Record<string, unknown> } };
const sent: Sent[] = [];
let answers: unknown[] = [];

beforeEach(() => {
  sent.length = 0;
  previewing = false;
  vi.stubEnv('CMS_PREVIEW_USER', 'editor');
  vi.stubEnv('CMS_PREVIEW_APP_PASSWORD', 'abcd efgh');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init: RequestInit) => {
      sent.push({ init: init as Sent['init'], body: JSON.parse(String(init.body)) });
      return Response.json(answers.shift() ?? { data: {} });
    }),
  );
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

const authorizationOf = (s: Sent) => new Headers(s.init.headers).get('authorization');

describe('draft mode detection', () => {
  it('is off outside a request (build, generateStaticParams, tests)', async () => {
    expect(await isPreviewRequest()).toBe(false);
  });

  it('builds Basic credentials from the application password, or none', () => {
    expect(previewAuthorization({ CMS_PREVIEW_USER: 'editor', CMS_PREVIEW_APP_PASSWORD: 'abcd efgh' })).toBe(
      `Basic ${Buffer.from('editor:abcd efgh').toString('base64')}`,
    );
    expect(previewAuthorization({ CMS_PREVIEW_USER: 'editor' })).toBeNull();
  });
});

describe('fetchContent', () => {
  it('public requests: no credentials, cached with their tags', async () => {
    await fetchContent('query Probe { languages { code } }', {}, { tags: ['events:en'] });
    expect(authorizationOf(sent[0]!)).toBeNull();
    expect(sent[0]!.init.next?.tags).toEqual(['events:en']);
    expect(sent[0]!.init.cache).toBeUndefined();
  });

  it('in Draft Mode: the editor credentials and no data cache at all', async () => {
    previewing = true;
    await fetchContent('query Probe { languages { code } }', {}, { tags: ['events:en'] });
    expect(authorizationOf(sent[0]!)).toBe(`Basic ${Buffer.from('editor:abcd efgh').toString('base64')}`);
    expect(sent[0]!.init.cache).toBe('no-store');
    expect(sent[0]!.init.next).toBeUndefined();
  });
});

describe('getEventBySlug in Draft Mode', () => {
  const base = {
    id: 'cG9zdDoxMA==',
    slug: 'vernissage-volume',
    title: 'Published title',
    content: '<p>Published</p>',
    translation: { slug: 'vernissage-volume-fr' },
    eventDetails: { showDatetime: '2027-09-22T17:00:00+00:00' },
  };

  it('asks for drafts by status, then overlays the pending revision but keeps the identity', async () => {
    previewing = true;
    answers = [
      { data: { events: { nodes: [base] } } },
      { data: { node: { id: 'cG9zdDo5OTk=', slug: '10-autosave-v1', title: 'Revised title', content: '<p>Revised</p>', eventDetails: base.eventDetails } } },
    ];
    const event = await getEventBySlug('en', 'vernissage-volume');
    expect(sent.map((s) => s.body.operationName)).toEqual(['EventBySlug', 'EventRevision']);
    expect(sent[0]!.body.variables.stati).toEqual(['PUBLISH', 'DRAFT', 'PENDING', 'FUTURE', 'PRIVATE']);
    expect(sent[1]!.body.variables).toEqual({ id: base.id });
    expect(sent.every((s) => authorizationOf(s) !== null && s.init.cache === 'no-store')).toBe(true);
    expect(event).toMatchObject({ slug: 'vernissage-volume', title: 'Revised title', translationSlug: 'vernissage-volume-fr' });
  });

  it('publicly: one cached request, published statuses only, no revision', async () => {
    answers = [{ data: { events: { nodes: [base] } } }];
    const event = await getEventBySlug('en', 'vernissage-volume');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.variables).not.toHaveProperty('stati');
    expect(authorizationOf(sent[0]!)).toBeNull();
    expect(event?.title).toBe('Published title');
  });
});

describe('overlayRevision', () => {
  it('takes the changed fields and keeps id, slug and translations', () => {
    const raw = { id: 'a', slug: 's', title: 'T', content: 'C', translation: { slug: 'x' } };
    expect(overlayRevision(raw, { id: 'b', slug: '1-autosave-v1', title: 'T2', content: null })).toEqual({ ...raw, title: 'T2' });
    expect(overlayRevision(raw, null)).toBe(raw);
  });
});

describe('getPreviewTarget', () => {
  it('finds an item by id as the editor, with its English slug for pages', async () => {
    answers = [{ data: { node: { slug: 'brouillon-dates-2028', language: { code: 'FR' }, english: { slug: 'draft-2028-dates' } } } }];
    expect(await getPreviewTarget('page', 'fr', { id: 70 })).toEqual({ locale: 'fr', slug: 'brouillon-dates-2028', englishSlug: 'draft-2028-dates' });
    expect(sent[0]!.body).toMatchObject({ operationName: 'PagePreviewTargetById', variables: { id: '70' } });
    expect(authorizationOf(sent[0]!)).not.toBeNull();
  });

  it('finds an item by slug among drafts; null in another language or without a slug', async () => {
    answers = [
      { data: { items: { nodes: [{ slug: 'draft-show', language: { code: 'EN' }, english: null }] } } },
      { data: { node: { slug: 'draft-show', language: { code: 'EN' } } } },
      { data: { node: { slug: null, language: { code: 'FR' } } } },
    ];
    expect(await getPreviewTarget('event', 'en', { slug: 'draft-show' })).toEqual({ locale: 'en', slug: 'draft-show', englishSlug: 'draft-show' });
    expect(sent[0]!.body.variables).toMatchObject({ slug: 'draft-show', language: 'EN', stati: ['PUBLISH', 'DRAFT', 'PENDING', 'FUTURE', 'PRIVATE'] });
    expect(await getPreviewTarget('event', 'fr', { id: 5 })).toBeNull();
    expect(await getPreviewTarget('event', 'fr', { id: 6 })).toBeNull();
  });
});
