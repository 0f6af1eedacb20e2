/**
 * Editing through the content server's admin endpoint: edits apply to what GraphQL serves, are
 * kept in the edit log and replayed after a restart; bad edits are refused and change nothing.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentServer } from '../../../cms/server';
import { graphql, makeDataDir, postEdit, removeDir, startEditableServer } from '../fixtures/cms/admin-harness';

let dataDir: string;
let server: ContentServer;

beforeEach(async () => {
  dataDir = await makeDataDir();
  server = await startEditableServer({ dataDir });
});
afterEach(async () => {
  await server.close();
  await removeDir(dataDir);
});

const openingNight = /* GraphQL */ `{
  en: event(id: "opening-night", idType: SLUG) { title content modified eventDetails { price buttonState } }
  fr: event(id: "soiree-d-ouverture", idType: SLUG) { title modified eventDetails { price buttonState } }
}`;

async function readLog(): Promise<{ version: number; edits: Record<string, unknown>[] }> {
  return JSON.parse(await readFile(path.join(dataDir, 'edits.json'), 'utf8'));
}

describe('admin edits', () => {
  it('changes an event title in one language and bumps its modified date', async () => {
    const before = await graphql(server, openingNight);
    const result = await postEdit(server, { type: 'event', slug: 'opening-night', field: 'title', value: 'Opening Night — moved indoors' });

    expect(result.status).toBe(200);
    expect(result.headers.get('cache-control')).toBe('no-store');
    expect(result.body.edited).toMatchObject({ type: 'event', slug: 'opening-night', language: 'EN', field: 'title' });
    expect(result.body.revalidation).toEqual({ status: 'off' });
    const after = await graphql(server, openingNight);
    expect(after.en.title).toBe('Opening Night — moved indoors');
    expect(after.en.modified).not.toBe(before.en.modified);
    expect(after.en.modified).toBe(result.body.edited.modified.replace(' ', 'T'));
    expect(after.fr).toEqual(before.fr);
  });

  it('changes ACF fields of the French record when the language is given', async () => {
    expect((await postEdit(server, { type: 'event', slug: 'soiree-d-ouverture', language: 'fr', field: 'price', value: '25 $' })).status).toBe(200);
    expect((await postEdit(server, { type: 'event', slug: 'soiree-d-ouverture', language: 'FR', field: 'buttonState', value: 'few_left' })).status).toBe(200);
    const after = await graphql(server, openingNight);
    expect(after.fr.eventDetails).toEqual({ price: '25 $', buttonState: ['few_left'] });
    expect(after.en.eventDetails).toEqual({ price: '20 $', buttonState: ['on_sale'] });
  });

  it('edits artists, news, pages, pop categories and content HTML', async () => {
    const edits = [
      { type: 'artist', slug: 'mira-solenne', field: 'artistHometown', value: 'Montréal, QC' },
      { type: 'news', slug: 'volunteers-wanted', field: 'newsIntro', value: 'We need you.' },
      { type: 'page', slug: 'about', field: 'content', value: '<p>New <strong>about</strong> text.</p>' },
      { type: 'category', slug: 'art', field: 'popCategorySubtitle', value: 'Art everywhere' },
    ];
    for (const edit of edits) expect((await postEdit(server, edit)).status).toBe(200);
    const data = await graphql(server, `{
      artist(id: "mira-solenne", idType: SLUG) { artistDetails { artistHometown } }
      post(id: "volunteers-wanted", idType: SLUG) { newsOptions { newsIntro } }
      page(id: "26", idType: DATABASE_ID) { content }
      popCategory(id: "art", idType: SLUG) { popCategoryOptions { popCategorySubtitle } }
    }`);
    expect(data).toEqual({
      artist: { artistDetails: { artistHometown: 'Montréal, QC' } },
      post: { newsOptions: { newsIntro: 'We need you.' } },
      page: { content: '<p>New <strong>about</strong> text.</p>' },
      popCategory: { popCategoryOptions: { popCategorySubtitle: 'Art everywhere' } },
    });
  });

  it('edits settings in one language, or in both when no language is given', async () => {
    expect((await postEdit(server, { type: 'settings', language: 'en', field: 'popPhone', value: '514-555-0100' })).status).toBe(200);
    expect((await postEdit(server, { type: 'settings', field: 'popMenuHide', value: true })).status).toBe(200);
    const data = await graphql(server, `{ en: popSettings(language: EN) { popPhone popMenuHide } fr: popSettings(language: FR) { popPhone popMenuHide } }`);
    expect(data).toEqual({ en: { popPhone: '514-555-0100', popMenuHide: true }, fr: { popPhone: '514-842-1919', popMenuHide: true } });
  });

  it('unpublishes and republishes an item', async () => {
    expect((await postEdit(server, { type: 'event', slug: 'closing-concert', field: 'status', value: 'draft' })).status).toBe(200);
    expect((await graphql(server, '{ event(id: "closing-concert", idType: SLUG) { title } }')).event).toBeNull();
    expect((await postEdit(server, { type: 'event', slug: 'closing-concert', field: 'status', value: 'publish' })).status).toBe(200);
    expect((await graphql(server, '{ event(id: "closing-concert", idType: SLUG) { title } }')).event).toEqual({ title: 'Closing Concert' });
  });
});

describe('the edit log', () => {
  it('keeps each edit, the last one per field, and a restarted server replays them', async () => {
    await postEdit(server, { type: 'event', slug: 'opening-night', field: 'title', value: 'First try' });
    await postEdit(server, { type: 'event', slug: 'opening-night', field: 'title', value: 'Second try' });
    await postEdit(server, { type: 'event', slug: 'soiree-d-ouverture', field: 'title', value: 'Soirée (nouveau titre)' });
    await postEdit(server, { type: 'settings', language: 'fr', field: 'popCity', value: 'Tiohtià:ke' });

    const log = await readLog();
    expect(log.version).toBe(1);
    expect(log.edits.map((e) => [e.type, e.slug, e.language, e.field, e.value])).toEqual([
      ['event', 'opening-night', 'EN', 'title', 'Second try'],
      ['event', 'soiree-d-ouverture', 'FR', 'title', 'Soirée (nouveau titre)'],
      ['settings', null, 'FR', 'popCity', 'Tiohtià:ke'],
    ]);
    const before = await graphql(server, openingNight);

    await server.close();
    server = await startEditableServer({ dataDir });
    const after = await graphql(server, openingNight);
    expect(after).toEqual(before);
    expect(after.en.title).toBe('Second try');
    expect(after.fr.title).toBe('Soirée (nouveau titre)');
    expect((await graphql(server, '{ popSettings(language: FR) { popCity } }')).popSettings.popCity).toBe('Tiohtià:ke');
  });

  it('replays the edits that still apply and reports the others', async () => {
    const edits = [
      { type: 'event', slug: 'gone-event', language: 'EN', field: 'title', value: 'Nowhere', at: '2026-11-22 10:00:00' },
      { type: 'event', slug: 'opening-night', language: 'EN', field: 'price', value: '0 $', at: '2026-11-22 10:00:01' },
      { nonsense: true },
    ];
    await writeFile(path.join(dataDir, 'edits.json'), JSON.stringify({ version: 1, edits }));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await server.close();
    server = await startEditableServer({ dataDir });
    expect((await graphql(server, openingNight)).en.eventDetails.price).toBe('0 $');
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringContaining('no event with slug "gone-event" in EN'),
      expect.stringContaining('malformed logged edit'),
    ]);
    errors.mockRestore();
  });

  it('refuses to start over an edit log that is not JSON (it would be overwritten)', async () => {
    await writeFile(path.join(dataDir, 'edits.json'), '{ "edits": [');
    await expect(startEditableServer({ dataDir })).rejects.toThrow(/edits\.json is not valid JSON/);
  });
});

describe('bad edits are refused and change nothing', () => {
  const good = { type: 'event', slug: 'opening-night', field: 'title', value: 'New' };
  const cases: Array<[name: string, body: unknown, status: number, message: RegExp, init?: Parameters<typeof postEdit>[2]]> = [
    ['no token', good, 401, /admin token/, { token: null }],
    ['a wrong token', good, 401, /admin token/, { token: 'nope' }],
    ['GET', undefined, 405, /use POST/, { method: 'GET' }],
    ['malformed JSON', undefined, 400, /not valid JSON/, { rawBody: '{"type": "event",' }],
    ['an array', [good], 400, /JSON object/],
    ['an unknown type', { ...good, type: 'workshop' }, 400, /"type" must be one of/],
    ['an unknown key', { ...good, feild: 'title' }, 400, /unknown key "feild"/],
    ['the id as field', { ...good, field: 'databaseId', value: 7 }, 400, /"field" of event must be one of/],
    ['an empty slug', { ...good, field: 'slug', value: '—' }, 400, /must be a slug/],
    ['a slug that sanitizes to nothing', { ...good, field: 'slug', value: '&amp;' }, 400, /makes an empty slug/],
    ['an unknown status', { ...good, field: 'status', value: 'archived' }, 400, /must be one of publish, draft/],
    ['an unknown id', { type: 'event', id: 9999, field: 'title', value: 'x' }, 404, /no event with id 9999/],
    ['a field of another type', { ...good, field: 'artistHometown' }, 400, /"field" of event/],
    ['no value', { type: 'event', slug: 'opening-night', field: 'title' }, 400, /"value" is missing/],
    ['an empty title', { ...good, value: '  ' }, 400, /non-empty one-line string/],
    ['a number as price', { ...good, field: 'price', value: 20 }, 400, /string or null/],
    ['an unknown button state', { ...good, field: 'buttonState', value: 'maybe' }, 400, /must be one of on_sale/],
    ['a malformed date', { ...good, field: 'showDatetime', value: '2026-09-24T20:30' }, 400, /YYYY-MM-DD HH:MM:SS/],
    ['a bad language', { ...good, language: 'de' }, 400, /"language"/],
    ['no slug', { type: 'event', field: 'title', value: 'x' }, 400, /"slug"/],
    ['settings with a slug', { type: 'settings', slug: 'x', field: 'popPhone', value: '1' }, 400, /no "slug"/],
    ['a string for a boolean', { type: 'settings', field: 'popMenuHide', value: 'yes' }, 400, /true or false/],
    ['an unknown slug', { ...good, slug: 'no-such-event' }, 404, /no event with slug "no-such-event"/],
    ['the wrong language', { ...good, language: 'fr' }, 404, /no event with slug "opening-night" in FR/],
    ['a slug of another type', { ...good, slug: 'mira-solenne' }, 404, /no event/],
  ];

  it.each(cases)('%s', async (_name, body, status, message, init) => {
    const store = server.source.getStore();
    const result = await postEdit(server, body, init);
    expect(result.status).toBe(status);
    expect(result.body.error).toMatch(message);
    expect(result.body.error).not.toContain('\n');
    expect(server.source.getStore()).toBe(store);
    await expect(readFile(path.join(dataDir, 'edits.json'))).rejects.toThrow(/ENOENT/);
  });

  it('answers 413 to a body over 1 MB', async () => {
    const result = await postEdit(server, { ...good, field: 'content', value: 'x'.repeat(1024 * 1024) });
    expect(result.status).toBe(413);
  });

  it('answers 404 to other admin paths and 403 when the server has no admin token', async () => {
    const other = await fetch(`${server.url}/admin/users`, { method: 'POST' });
    expect(other.status).toBe(404);
    const locked = await startEditableServer({ dataDir, token: null });
    try {
      const result = await postEdit(locked, good);
      expect(result.status).toBe(403);
      expect(result.body.error).toMatch(/CMS_ADMIN_TOKEN/);
    } finally {
      await locked.close();
    }
  });

  it('answers 500 and changes nothing when the edit log cannot be written', async () => {
    const blocked = await startEditableServer({ dataDir: path.join(dataDir, 'edits-file-in-the-way', 'x') });
    await writeFile(path.join(dataDir, 'edits-file-in-the-way'), 'a file, not a folder');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const store = blocked.source.getStore();
      const result = await postEdit(blocked, good);
      expect(result.status).toBe(500);
      expect(blocked.source.getStore()).toBe(store);
      expect(errors).toHaveBeenCalledOnce();
    } finally {
      errors.mockRestore();
      await blocked.close();
    }
  });
});
