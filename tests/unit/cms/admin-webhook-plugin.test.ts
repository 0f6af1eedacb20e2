/**
 * `SITE_WEBHOOK_FORMAT=festival-plugin`: the content server announces each edit as the festival's
 * WordPress plugin does (issue 39): the post's language, slug and status before and after, a menu
 * with its id, location and language, signed with the shared secret, and the site's own check of
 * the signature accepts it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminOptionsFromEnv } from '../../../cms/admin/admin-endpoint';
import type { ContentServer } from '../../../cms/server';
import { signatureProblem } from '@/features/revalidation/secret';
import { parseRevalidationBody } from '@/features/revalidation/parse-request';
import { REVALIDATE_SECRET, graphql, makeDataDir, postEdit, removeDir, startEditableServer, startWebhookStub, type WebhookStub } from '../fixtures/cms/admin-harness';

let dataDir: string;
let stub: WebhookStub;
let server: ContentServer;

beforeEach(async () => {
  dataDir = await makeDataDir();
  stub = await startWebhookStub();
  server = await startEditableServer({ dataDir, siteWebhook: { url: stub.url, secret: REVALIDATE_SECRET, format: 'festival-plugin' } });
});
afterEach(async () => {
  await server.close();
  await stub.close();
  await removeDir(dataDir);
});

const last = () => {
  const call = stub.calls.at(-1)!;
  return { call, body: JSON.parse(call.body) as Record<string, unknown> };
};

describe('the festival plugin’s webhook from the content server', () => {
  it('is read from SITE_WEBHOOK_FORMAT', () => {
    expect(adminOptionsFromEnv({ SITE_REVALIDATE_URL: 'http://x/api/revalidate', REVALIDATE_SECRET: 's', SITE_WEBHOOK_FORMAT: 'festival-plugin' }, '/d').siteWebhook).toEqual({
      url: 'http://x/api/revalidate',
      secret: 's',
      format: 'festival-plugin',
    });
  });

  it('names the slug and status before and after, signed so that the site accepts it', async () => {
    await postEdit(server, { type: 'event', slug: 'opening-night', field: 'slug', value: 'grand-opening' });
    const { call, body } = last();
    expect(body).toEqual({ sender: 'festival-site-wordpress/1', postId: 18, contentType: 'event', language: 'en', slug: 'grand-opening', previousSlug: 'opening-night', status: 'publish', previousStatus: 'publish' });
    expect(signatureProblem(new Headers(call.headers as Record<string, string>), call.body, REVALIDATE_SECRET)).toBeNull();
    expect(signatureProblem(new Headers(call.headers as Record<string, string>), call.body, 'another secret')).toBe('wrong signature');
    expect(parseRevalidationBody(body)).toMatchObject({ kind: 'post', transition: { previousSlug: 'opening-night' } });

    await postEdit(server, { type: 'event', slug: 'grand-opening', field: 'status', value: 'trash' });
    expect(last().body).toMatchObject({ slug: 'grand-opening__trashed', previousSlug: 'grand-opening', status: 'trash', previousStatus: 'publish' });
  });

  it('announces a menu item’s new label as its menu, location and language', async () => {
    const data = await graphql(server, '{ menuItems(first: 1, where: { location: FOOTER___FR }) { nodes { databaseId } } }');
    const id = (data.menuItems as { nodes: Array<{ databaseId: number }> }).nodes[0]!.databaseId;
    const answer = await postEdit(server, { type: 'menu', id, field: 'label', value: 'Nous joindre' });
    expect(answer.status).toBe(200);
    expect(last().body).toMatchObject({ sender: 'festival-site-wordpress/1', contentType: 'menu', locations: ['footer'], language: 'fr' });
    expect(parseRevalidationBody(last().body)).toEqual({ kind: 'shell', language: 'fr' });
    const after = await graphql(server, `{ menuItems(first: 1, where: { location: FOOTER___FR }) { nodes { label } } }`);
    expect((after.menuItems as { nodes: Array<{ label: string }> }).nodes[0]!.label).toBe('Nous joindre');
  });
});
