import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pagesKnownBeforeLookup } from '@/features/revalidation/early-pages';
import { parseRevalidationBody } from '@/features/revalidation/parse-request';
import { planForPostRequest, type PostRequest, type ResolveDeps } from '@/features/revalidation/resolve';
import { signatureProblem } from '@/features/revalidation/secret';
import type { AffectedContent, FoundItem, LookupOptions } from '@/queries/revalidation';

/**
 * The festival WordPress plugin's webhook (issue 39): its bodies read exactly, its signature
 * checked, and what it says about the post before the save used directly (the gone URLs it
 * names, no slug index read, only the lookup the new status needs).
 */
const sender = 'festival-site-wordpress/1';
const post = (patch: Record<string, unknown> = {}) => ({
  sender,
  postId: 123,
  contentType: 'event',
  language: 'en',
  slug: 'new-slug',
  previousSlug: 'old-slug',
  status: 'publish',
  previousStatus: 'publish',
  ...patch,
});

describe('the plugin’s bodies', () => {
  it('reads a post’s save with its slug and status before and after', () => {
    expect(parseRevalidationBody(post())).toEqual({
      kind: 'post',
      postId: 123,
      content: 'event',
      slug: 'new-slug',
      paths: [],
      tags: [],
      transition: { language: 'en', slug: 'new-slug', previousSlug: 'old-slug', status: 'publish', previousStatus: 'publish' },
    });
    // pop_category is `category`; a trashed post is `x__trashed`, its previous slug `x`.
    expect(parseRevalidationBody(post({ contentType: 'category', slug: 'cinema__trashed', previousSlug: 'cinema', status: 'trash' }))).toMatchObject({
      content: 'about',
      transition: { slug: 'cinema__trashed', previousSlug: 'cinema', status: 'trash' },
    });
    // A draft never published has no slug yet; no Polylang, no language.
    expect(parseRevalidationBody(post({ language: undefined, slug: '', previousSlug: '', status: 'draft', previousStatus: 'auto-draft' }))).toMatchObject({
      slug: null,
      transition: { language: null, slug: '', status: 'draft' },
    });
  });

  it('reads a term, a menu and the settings', () => {
    expect(parseRevalidationBody({ sender, contentType: 'term', taxonomy: 'category', termId: 5, language: 'fr', slug: 'new', previousSlug: 'old' })).toEqual({
      kind: 'term',
      taxonomy: 'category',
      termId: 5,
      language: 'fr',
      slug: 'new',
      previousSlug: 'old',
    });
    expect(parseRevalidationBody({ sender, contentType: 'menu', menuId: 4, locations: ['primary', 'footer'], language: 'en' })).toEqual({ kind: 'shell', language: 'en' });
    expect(parseRevalidationBody({ sender, contentType: 'settings', language: 'fr' })).toEqual({ kind: 'shell', language: 'fr' });
    expect(parseRevalidationBody({ sender, contentType: 'settings' })).toEqual({ kind: 'shell', language: null });
  });

  it.each([
    [post({ postId: '123' }), '"postId" must be a positive integer'],
    [post({ postId: 0 }), '"postId" must be a positive integer'],
    [post({ postId: 1.5 }), '"postId" must be a positive integer'],
    [post({ language: 'de' }), '"language" must be "en" or "fr"'],
    [post({ language: 7 }), '"language" must be "en" or "fr"'],
    [post({ slug: '../etc' }), '"slug" must be a valid slug'],
    [post({ slug: '' }), '"slug" must be a valid slug'],
    [post({ slug: 12 }), '"slug" must be a string'],
    [post({ previousSlug: undefined }), '"previousSlug" must be a string'],
    [post({ previousSlug: '' }), '"previousSlug" must be a valid slug'],
    [post({ status: 'published' }), '"status" must be one of'],
    [post({ previousStatus: null }), '"previousStatus" must be one of'],
    [post({ contentType: 'workshop' }), '"contentType" must be one of'],
    [post({ contentType: ['event'] }), '"contentType" must be one of'],
    [{ sender, contentType: 'term', taxonomy: 'post_tag', termId: 5, slug: 'a', previousSlug: 'a' }, '"taxonomy" must be one of'],
    [{ sender, contentType: 'term', taxonomy: 'category', termId: -5, slug: 'a', previousSlug: 'a' }, '"termId" must be a positive integer'],
    [{ sender, contentType: 'term', taxonomy: 'category', termId: 5, slug: 'a' }, '"previousSlug" must be a string'],
    [{ sender, contentType: 'menu', locations: ['primary'] }, '"menuId" must be a positive integer'],
    [{ sender, contentType: 'menu', menuId: 4, locations: 'primary' }, '"locations" must be an array'],
    [{ sender, contentType: 'menu', menuId: 4, locations: ['<script>'] }, '"locations" must be an array'],
    [{ sender, contentType: 'settings', language: 'EN' }, '"language" must be "en" or "fr"'],
  ])('refuses %j with one line', (body, reason) => {
    const result = parseRevalidationBody(body);
    expect(typeof result).toBe('string');
    expect(result).toContain(reason);
    expect(result as string).not.toContain('\n');
  });

  it('reads other senders’ bodies as before', () => {
    expect(parseRevalidationBody({ sender: 'someone-else/2', contentType: 'menu' })).toEqual({ kind: 'shell' });
    expect(parseRevalidationBody({ sender: 42, postId: 7 })).toEqual({ kind: 'post', postId: 7, content: null, slug: null, paths: [], tags: [] });
  });
});

describe('the plugin’s signature', () => {
  const secret = 'shared-secret';
  const body = JSON.stringify(post());
  const now = 1_800_000_000;
  const sign = (timestamp: number | string, raw = body, key = secret) => `sha256=${createHmac('sha256', key).update(`${timestamp}.${raw}`).digest('hex')}`;
  const headers = (timestamp: number | string, signature: string) => new Headers({ 'x-festival-timestamp': String(timestamp), 'x-festival-signature': signature });

  it('holds for the body as sent, within 300 s of the site’s clock', () => {
    expect(signatureProblem(headers(now, sign(now)), body, secret, now)).toBeNull();
    expect(signatureProblem(headers(now - 299, sign(now - 299)), Buffer.from(body), secret, now)).toBeNull();
    expect(signatureProblem(headers(now, sign(now).toUpperCase().replace('SHA256=', 'sha256=')), body, secret, now)).toBeNull();
  });

  it.each([
    ['a changed body', () => signatureProblem(headers(now, sign(now)), body.replace('new-slug', 'other'), secret, now), 'wrong signature'],
    ['another key', () => signatureProblem(headers(now, sign(now, body, 'other')), body, secret, now), 'wrong signature'],
    ['an old timestamp', () => signatureProblem(headers(now - 301, sign(now - 301)), body, secret, now), 'more than 300 s away'],
    ['a future timestamp', () => signatureProblem(headers(now + 301, sign(now + 301)), body, secret, now), 'more than 300 s away'],
    ['a timestamp that is no number', () => signatureProblem(headers('soon', sign('soon')), body, secret, now), 'unix time in seconds'],
    ['no signature', () => signatureProblem(new Headers({ 'x-festival-timestamp': String(now) }), body, secret, now), 'sha256=<64 hex digits>'],
    ['a signature of another kind', () => signatureProblem(headers(now, 'md5=abc'), body, secret, now), 'sha256=<64 hex digits>'],
    ['no secret configured', () => signatureProblem(headers(now, sign(now)), body, undefined, now), 'no revalidation secret'],
  ])('is refused for %s', (_case, check, reason) => {
    expect(check()).toContain(reason);
  });
});

describe('a plugin save planned from what it says', () => {
  const en = (patch: Partial<FoundItem> = {}): FoundItem => ({ type: 'event', locale: 'en', slug: 'new-slug', databaseId: 123, public: true, categories: ['music'], ...patch });
  const fr = (patch: Partial<FoundItem> = {}): FoundItem => ({ type: 'event', locale: 'fr', slug: 'nouveau', databaseId: 124, public: true, categories: [], ...patch });

  function deps(publicly: AffectedContent, asEditor: AffectedContent = { items: [], related: [] }) {
    const asked: string[] = [];
    const world: ResolveDeps = {
      findById: async (_id: number, options: LookupOptions) => {
        asked.push(options.asEditor ? 'editor' : 'public');
        return options.asEditor ? asEditor : publicly;
      },
      findBySlug: async () => {
        throw new Error('not asked by slug');
      },
      slugIndex: async () => {
        asked.push('slug index');
        return new Map();
      },
      hasEditorCredentials: true,
    };
    return { world, asked };
  }
  const request = (transition: Record<string, unknown>) => parseRevalidationBody(post(transition)) as PostRequest;

  it('a rename: the previous slug is gone, exactly, from the public lookup alone', async () => {
    const { world, asked } = deps({ items: [en(), fr()], related: [] });
    const plan = await planForPostRequest(request({}), world);
    expect(asked).toEqual(['public']);
    expect(plan.gonePaths).toEqual(['/event/old-slug']);
    expect(plan.publicPaths).toEqual(expect.arrayContaining(['/event/new-slug', '/event/old-slug', '/fr/evenement/nouveau']));
    expect(plan.tags).toEqual(expect.arrayContaining(['events-index:en', 'events:en:old-slug', 'events:en:new-slug']));
  });

  it('an edit: nothing gone, the slug index untouched', async () => {
    const { world } = deps({ items: [en(), fr()], related: [] });
    const plan = await planForPostRequest(request({ previousSlug: 'new-slug' }), world);
    expect(plan.gonePaths).toEqual([]);
    expect(plan.tags.filter((tag) => tag.includes('-index:'))).toEqual([]);
  });

  it('a trash: the editor’s lookup only, the page at the slug before the trash gone', async () => {
    const { world, asked } = deps({ items: [], related: [] }, { items: [en({ public: false }), fr()], related: [] });
    const plan = await planForPostRequest(request({ slug: 'new-slug__trashed', previousSlug: 'new-slug', status: 'trash' }), world);
    expect(asked).toEqual(['editor']);
    expect(plan.gonePaths).toEqual(['/event/new-slug']);
    expect(plan.publicPaths).toEqual(expect.arrayContaining(['/fr/evenement/nouveau']));
  });

  it('a delete: no lookup at all, the page it had gone', async () => {
    const { world, asked } = deps({ items: [en()], related: [] });
    const plan = await planForPostRequest(request({ slug: 'new-slug', previousSlug: 'new-slug', status: 'deleted' }), world);
    expect(asked).toEqual([]);
    expect(plan.gonePaths).toEqual(['/event/new-slug']);
  });

  it('a draft saved again: no page shows it, nothing to do', async () => {
    const { world, asked } = deps({ items: [en()], related: [] });
    const plan = await planForPostRequest(request({ slug: '', previousSlug: '', status: 'draft', previousStatus: 'draft' }), world);
    expect(asked).toEqual([]);
    expect(plan).toMatchObject({ tags: [], publicPaths: [] });
  });
});

describe('the pages whose visitors wait from the webhook’s arrival, before its lookup', () => {
  it('are the post’s own page and the one it leaves (the plugin names them), its type’s lists and the homes', () => {
    const early = pagesKnownBeforeLookup(parseRevalidationBody(post()) as PostRequest);
    expect(early).toEqual(expect.arrayContaining(['/event/new-slug', '/event/old-slug', '/', '/fr', '/calendar', '/fr/calendrier', '/festival-schedule']));
  });

  it('are none for a draft saved again, and the homes and lists of a menu’s language', () => {
    expect(pagesKnownBeforeLookup(parseRevalidationBody(post({ slug: '', previousSlug: '', status: 'draft', previousStatus: 'draft' })) as PostRequest)).toEqual([]);
    const menu = pagesKnownBeforeLookup(parseRevalidationBody({ sender, contentType: 'menu', menuId: 4, language: 'fr' }) as Exclude<ReturnType<typeof parseRevalidationBody>, string>);
    expect(menu).toContain('/fr');
    expect(menu).not.toContain('/');
  });
});
