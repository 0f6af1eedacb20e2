/**
 * `/wp-content/uploads/`: original files, imgix-style resizing and format negotiation, caching
 * headers, and nothing served from outside the uploads folder.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentServer, type ContentServer } from '../../../cms/server';
import { createFixtureStore } from '../fixtures/cms/festival-store';

let server: ContentServer;
let workDir: string;
const IMAGE = '/wp-content/uploads/2027/09/poster.png';

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'cms-uploads-'));
  const uploads = path.join(workDir, 'uploads');
  mkdirSync(path.join(uploads, '2027/09'), { recursive: true });
  const poster = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#d04020' } }).png().toBuffer();
  writeFileSync(path.join(uploads, '2027/09/poster.png'), poster);
  writeFileSync(path.join(uploads, '2027/09/notes.txt'), 'not an image');
  writeFileSync(path.join(workDir, 'secret.png'), poster);
  server = await startContentServer({ store: createFixtureStore(), port: 0, uploadsDir: uploads });
});
afterAll(async () => {
  await server.close();
  rmSync(workDir, { recursive: true, force: true });
});

async function fetchImage(pathAndQuery: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${pathAndQuery}`, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  const meta = response.status === 200 ? await sharp(body).metadata() : null;
  return { response, body, meta };
}

/** Raw request, so `..` reaches the server unnormalised (fetch would resolve it). */
function rawStatus(rawPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(server.url);
    const req = request({ host: url.hostname, port: url.port, path: rawPath, method: 'GET' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('uploads server', () => {
  it('serves the original file with long-lived caching headers and an ETag', async () => {
    const { response, meta } = await fetchImage(IMAGE);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(meta).toMatchObject({ width: 800, height: 500, format: 'png' });
    const etag = response.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(`${server.url}${IMAGE}`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('resizes with ?w= keeping the aspect ratio, and never enlarges', async () => {
    expect((await fetchImage(`${IMAGE}?w=400`)).meta).toMatchObject({ width: 400, height: 250 });
    expect((await fetchImage(`${IMAGE}?w=3840`)).meta).toMatchObject({ width: 800, height: 500 });
  });

  it('crops with fit=crop and fits inside with fit=max / clip', async () => {
    expect((await fetchImage(`${IMAGE}?w=258&h=142&fit=crop`)).meta).toMatchObject({ width: 258, height: 142 });
    expect((await fetchImage(`${IMAGE}?w=200&h=200&fit=max`)).meta).toMatchObject({ width: 200, height: 125 });
    expect((await fetchImage(`${IMAGE}?w=200&h=200&fit=clip`)).meta).toMatchObject({ width: 200, height: 125 });
  });

  it('picks AVIF or WebP by the Accept header with auto=format, and says it varies', async () => {
    const avif = await fetchImage(`${IMAGE}?w=300&auto=format&q=60`, { Accept: 'image/avif,image/webp,*/*' });
    expect(avif.response.headers.get('content-type')).toBe('image/avif');
    expect(avif.response.headers.get('vary')).toBe('Accept');
    expect(avif.meta?.width).toBe(300);
    const webp = await fetchImage(`${IMAGE}?w=300&auto=format`, { Accept: 'image/webp,*/*' });
    expect(webp.response.headers.get('content-type')).toBe('image/webp');
    const none = await fetchImage(`${IMAGE}?w=300&auto=format`, { Accept: '*/*' });
    expect(none.response.headers.get('content-type')).toBe('image/png');
  });

  it('answers the same bytes from its cache', async () => {
    const first = await fetchImage(`${IMAGE}?w=123`);
    const second = await fetchImage(`${IMAGE}?w=123`);
    expect(second.response.headers.get('etag')).toBe(first.response.headers.get('etag'));
    expect(second.body.equals(first.body)).toBe(true);
  });

  it.each([
    '/wp-content/uploads/2027/09/missing.png',
    '/wp-content/uploads/2027/09/notes.txt',
    '/wp-content/uploads/2027/09',
    '/wp-content/uploads/../secret.png',
    '/wp-content/uploads/2027/../../secret.png',
    '/wp-content/uploads/%2e%2e/secret.png',
    '/wp-content/uploads/..%2fsecret.png',
    '/wp-content/uploads/2027%5c..%5c..%5csecret.png',
    '/wp-content/uploads/%00poster.png',
  ])('answers 404 for %s', async (rawPath) => {
    expect(await rawStatus(rawPath)).toBe(404);
  });

  it('keeps answering GraphQL after image requests', async () => {
    const response = await fetch(server.graphqlUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ query: '{ defaultLanguage { code } }' }) });
    expect(response.status).toBe(200);
  });
});
