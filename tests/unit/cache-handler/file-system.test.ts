import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import FestivalFileSystemCache from '@/lib/cache-handler/file-system.mjs';
import { isNotFoundResponse } from '@/lib/cache-handler/not-found-entries.mjs';

/**
 * One machine's cache handler: Next.js's own file-system cache (the module it is built on must
 * still be where the pinned Next.js keeps it), with the rule that a 404 never creates an entry.
 */
let dir = '';
let handler: FestivalFileSystemCache;

const fs = { readFile, writeFile, mkdir: (p: string) => mkdir(p, { recursive: true }), stat, existsSync };
const page = (status: number) => ({ kind: 'APP_PAGE', html: `<p>${status}</p>`, rscData: Buffer.from(''), headers: {}, status, postponed: undefined, segmentData: undefined });
const ctx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 300, expire: 31536000 } };

function files(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name);
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'fs-cache-test-'));
  mkdirSync(path.join(dir, 'server/app'), { recursive: true });
  handler = new FestivalFileSystemCache({ fs, flushToDisk: true, serverDistDir: path.join(dir, 'server'), revalidatedTags: [], maxMemoryCacheSize: 0 });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the file-system cache handler', () => {
  it('writes a page, and a 404 over it (the page of an item that was unpublished)', async () => {
    await handler.set('/en/event/was-published', page(200), ctx);
    expect(files(dir).length).toBeGreaterThan(0);
    await handler.set('/en/event/was-published', page(404), ctx);
    expect(((await handler.get('/en/event/was-published', ctx)) as { value: { status: number } }).value.status).toBe(404);
  });

  it('writes nothing for a 404 where no page was (an invented slug)', async () => {
    await handler.set('/en/event/invented', page(404), ctx);
    await handler.set('/en/event/invented/ics', { kind: 'APP_ROUTE', body: Buffer.from('Not found'), headers: {}, status: 404 }, { ...ctx, kind: 'APP_ROUTE' });
    expect(files(dir)).toEqual([]);
    expect(await handler.get('/en/event/invented', ctx)).toBeNull();
  });

  it('knows a 404 answer from the rest', () => {
    expect(isNotFoundResponse(page(404))).toBe(true);
    expect(isNotFoundResponse({ kind: 'APP_ROUTE', status: 404 })).toBe(true);
    expect(isNotFoundResponse(page(200))).toBe(false);
    expect(isNotFoundResponse({ kind: 'FETCH', data: { status: 404 } })).toBe(false);
    expect(isNotFoundResponse(null)).toBe(false);
  });
});
