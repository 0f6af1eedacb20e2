/**
 * After each edit the content server calls the site's revalidation webhook, as a WordPress
 * revalidation plugin does: the edited item's type, current slug and id, the shared secret in a header. A
 * webhook that fails or is unreachable is logged and retried once, and never fails the edit.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { adminOptionsFromEnv } from '../../../cms/admin/admin-endpoint';
import type { ContentServer } from '../../../cms/server';
import {
  REVALIDATE_SECRET,
  graphql,
  makeDataDir,
  postEdit,
  removeDir,
  startEditableServer,
  startWebhookStub,
  unusedUrl,
  waitFor,
  type WebhookStub,
} from '../fixtures/cms/admin-harness';

let dataDir: string;
let stub: WebhookStub;
let server: ContentServer;
let errors: MockInstance<typeof console.error>;

beforeEach(async () => {
  dataDir = await makeDataDir();
  stub = await startWebhookStub();
  server = await startEditableServer({ dataDir, siteWebhook: { url: stub.url, secret: REVALIDATE_SECRET } });
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  errors.mockRestore();
  await server.close();
  await stub.close();
  await removeDir(dataDir);
});

const bodies = () => stub.calls.map((call) => JSON.parse(call.body) as unknown);

describe('the site webhook after an edit', () => {
  it('POSTs {contentType, slug, postId} with the secret header, before the edit is answered', async () => {
    const result = await postEdit(server, { type: 'event', slug: 'opening-night', field: 'title', value: 'New title' });
    expect(result.status).toBe(200);
    expect(result.body.revalidation).toEqual({ status: 'ok', httpStatus: 200 });
    expect(stub.calls).toHaveLength(1);
    const [call] = stub.calls;
    expect(call).toMatchObject({ method: 'POST', url: '/api/revalidate' });
    expect(call!.headers['x-wpgraphql-revalidate-secret']).toBe(REVALIDATE_SECRET);
    expect(call!.headers['content-type']).toBe('application/json');
    expect(bodies()).toEqual([{ contentType: 'event', slug: 'opening-night', postId: 18 }]);
  });

  it('names the edited record: its own slug in its language, its content type', async () => {
    const edits = [
      { type: 'event', slug: 'soiree-d-ouverture', field: 'price', value: '25 $' },
      { type: 'artist', slug: 'mira-solenne-fr', field: 'title', value: 'Mira' },
      { type: 'news', slug: 'volunteers-wanted', field: 'newsIntro', value: null },
      { type: 'page', slug: 'a-propos', field: 'content', value: '<p>Bonjour</p>' },
      { type: 'category', slug: 'arts', field: 'popCategorySubtitle', value: 'Arts' },
      { type: 'settings', language: 'fr', field: 'popPhone', value: '514-555-0100' },
    ];
    for (const edit of edits) expect((await postEdit(server, edit)).status).toBe(200);
    expect(bodies()).toEqual([
      { contentType: 'event', slug: 'soiree-d-ouverture', postId: 19 },
      { contentType: 'artist', slug: 'mira-solenne-fr', postId: 17 },
      { contentType: 'news', slug: 'volunteers-wanted', postId: 24 },
      { contentType: 'page', slug: 'a-propos', postId: 27 },
      { contentType: 'category', slug: 'arts', postId: 31 },
      { contentType: 'settings' },
    ]);
  });

  it('names the post as it is AFTER the change: the new slug after a rename, x__trashed once trashed', async () => {
    await postEdit(server, { type: 'artist', slug: 'mira-solenne', field: 'slug', value: 'Mira Solenne Trio' });
    await postEdit(server, { type: 'event', slug: 'opening-night', field: 'status', value: 'trash' });
    await postEdit(server, { type: 'event', slug: 'closing-concert', field: 'status', value: 'draft' });
    const created = await postEdit(server, { type: 'news', language: 'en', title: 'Late addition' }, { path: '/admin/items' });
    expect(bodies()).toEqual([
      { contentType: 'artist', slug: 'mira-solenne-trio', postId: 16 },
      { contentType: 'event', slug: 'opening-night__trashed', postId: 18 },
      { contentType: 'event', slug: 'closing-concert', postId: 20 },
      { contentType: 'news', slug: 'late-addition', postId: created.body.created.id },
    ]);
  });

  it('is not called for a refused edit', async () => {
    await postEdit(server, { type: 'event', slug: 'no-such-event', field: 'title', value: 'x' });
    await postEdit(server, { type: 'event', slug: 'opening-night', field: 'title', value: '' });
    await postEdit(server, { type: 'event', slug: 'opening-night', field: 'title', value: 'x' }, { token: null });
    expect(stub.calls).toEqual([]);
  });

  it('retries once, 1 s later, when the site answers an error; the edit stands', async () => {
    stub.respondWith(502);
    const result = await postEdit(server, { type: 'event', slug: 'opening-night', field: 'title', value: 'Retried' });
    expect(result.status).toBe(200);
    expect(result.body.revalidation).toEqual({ status: 'failed', reason: 'HTTP 502' });
    expect((await graphql(server, '{ event(id: "opening-night", idType: SLUG) { title } }')).event.title).toBe('Retried');
    await waitFor(() => stub.calls.length === 2, 3000);
    expect(stub.calls[1]!.receivedAt - stub.calls[0]!.receivedAt).toBeGreaterThanOrEqual(990);
    expect(bodies()).toEqual([
      { contentType: 'event', slug: 'opening-night', postId: 18 },
      { contentType: 'event', slug: 'opening-night', postId: 18 },
    ]);
    expect(errors).toHaveBeenCalledOnce();
    expect(String(errors.mock.calls[0]![0])).toMatch(/site revalidation.*event opening-night: HTTP 502.*retrying in 1000 ms/);
  });
});

describe('an unreachable site', () => {
  it('does not break the edit: saved, served, logged on one line per attempt', async () => {
    const url = await unusedUrl();
    const offline = await startEditableServer({ dataDir, siteWebhook: { url, secret: REVALIDATE_SECRET, retryDelayMs: 50 } });
    try {
      const result = await postEdit(offline, { type: 'event', slug: 'opening-night', field: 'title', value: 'Offline edit' });
      expect(result.status).toBe(200);
      expect(result.body.revalidation).toEqual({ status: 'failed', reason: 'ECONNREFUSED' });
      expect((await graphql(offline, '{ event(id: "opening-night", idType: SLUG) { title } }')).event.title).toBe('Offline edit');
      await waitFor(() => errors.mock.calls.length === 2);
      const lines = errors.mock.calls.map((call) => String(call[0]));
      expect(lines[0]).toMatch(/event opening-night: ECONNREFUSED .*retrying/);
      expect(lines[1]).toMatch(/retry failed too \(ECONNREFUSED\)/);
      expect(lines.every((line) => !line.includes('\n'))).toBe(true);
    } finally {
      await offline.close();
    }
  });

  it('gives up on a site that does not answer within the timeout', async () => {
    const { createServer } = await import('node:http');
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    const slow = await startEditableServer({
      dataDir,
      siteWebhook: { url: `http://127.0.0.1:${port}/api/revalidate`, secret: REVALIDATE_SECRET, timeoutMs: 200, retryDelayMs: 10_000 },
    });
    try {
      const started = Date.now();
      const result = await postEdit(slow, { type: 'settings', field: 'popPhone', value: '1' });
      expect(result.status).toBe(200);
      expect(result.body.revalidation.status).toBe('failed');
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await slow.close();
      silent.closeAllConnections();
      silent.close();
    }
  });
});

describe('admin settings from the environment', () => {
  it('reads the token, data folder and webhook', () => {
    expect(
      adminOptionsFromEnv(
        { CMS_ADMIN_TOKEN: 't', CMS_DATA_DIR: '/tmp/x', SITE_REVALIDATE_URL: 'http://localhost:3000/api/revalidate', REVALIDATE_SECRET: 's' },
        '/default',
      ),
    ).toEqual({ token: 't', dataDir: '/tmp/x', siteWebhook: { url: 'http://localhost:3000/api/revalidate', secret: 's' } });
    expect(adminOptionsFromEnv({}, '/default')).toEqual({ token: null, dataDir: '/default', siteWebhook: null });
  });

  it('refuses a webhook URL without a secret', () => {
    expect(() => adminOptionsFromEnv({ SITE_REVALIDATE_URL: 'http://localhost:3000/api/revalidate' }, '/d')).toThrow(/REVALIDATE_SECRET/);
  });
});
