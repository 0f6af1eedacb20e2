import { describe, expect, it } from 'vitest';
import { injectOfflineNote, offlineNoteHtml } from '@/service-worker/offline-note';
import { isStoredPage, readStoredPage, savedAtHeader, servedPage, toStoredPage } from '@/service-worker/stored-page';

const page = `<!DOCTYPE html><html lang="fr"><head><title>x</title></head><body class="flex"><a href="#main">Aller au contenu</a>${'<p>Programme</p>'.repeat(500)}</body></html>`;

describe('a page kept on the device', () => {
  it('is kept compressed with the time it was fetched, and read back whole', async () => {
    const savedAt = new Date('2027-09-23T18:05:00Z');
    const network = new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': String(page.length), 'cache-control': 's-maxage=300' } });
    const stored = await toStoredPage(network, savedAt);
    expect(isStoredPage(stored)).toBe(true);
    expect(stored.headers.get(savedAtHeader)).toBe(savedAt.toISOString());
    expect(stored.headers.get('content-length')).toBeNull();
    const bytes = (await stored.clone().arrayBuffer()).byteLength;
    expect(bytes).toBeLessThan(page.length / 10);
    const read = await readStoredPage(stored);
    expect(read.html).toBe(page);
    expect(read.savedAt?.toISOString()).toBe(savedAt.toISOString());
    const served = servedPage(stored, read.html);
    expect(isStoredPage(served)).toBe(false);
    expect(served.headers.get('cache-control')).toBe('s-maxage=300');
    expect(await served.text()).toBe(page);
  });
});

describe('the offline note', () => {
  const now = new Date(2027, 8, 23, 22, 0);

  it('says when the copy was fetched, in the page’s language, today as a time', () => {
    const note = offlineNoteHtml('fr', new Date(2027, 8, 23, 18, 5), now);
    expect(note).toContain('aria-label="Copie hors ligne"');
    expect(note).toMatch(/Hors ligne — mis à jour <time datetime="[^"]+">6:05 pm<\/time>\./);
    expect(offlineNoteHtml('en', new Date(2027, 8, 23, 18, 5), now)).toMatch(/Offline — updated <time datetime="[^"]+">6:05 pm<\/time>\./);
  });

  it('adds the day for an older copy, and says so when the time is unknown', () => {
    expect(offlineNoteHtml('en', new Date(2027, 8, 21, 9, 30), now)).toContain('>Sep 21, 9:30 am</time>');
    expect(offlineNoteHtml('fr', new Date(2027, 8, 21, 9, 30), now)).toContain('>21 sept., 9:30 am</time>');
    expect(offlineNoteHtml('en', null, now)).toContain('Offline — updated earlier.');
  });

  it('goes first in <body>, before the skip link, and nowhere else', () => {
    const note = offlineNoteHtml('fr', null, now);
    const out = injectOfflineNote(page, note);
    expect(out).toContain(`<body class="flex">${note}<a href="#main">`);
    expect(out.length).toBe(page.length + note.length);
    expect(injectOfflineNote('<p>no body</p>', note)).toBe('<p>no body</p>');
    // Nothing focusable: the skip link stays the first stop.
    expect(note).not.toMatch(/<a |<button/);
  });
});
