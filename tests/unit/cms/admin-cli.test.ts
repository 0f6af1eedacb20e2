/**
 * `npm run cms -- set …`: arguments to an edit request, one line of result, exit codes; and the
 * real command line (`tsx cms/server.ts set …`) against a running server.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editFromArgs, runAdminCli } from '../../../cms/admin/cli';
import type { ContentServer } from '../../../cms/server';
import { ADMIN_TOKEN, graphql, makeDataDir, removeDir, startEditableServer, unusedUrl } from '../fixtures/cms/admin-harness';

const root = path.resolve(__dirname, '../../..');
let dataDir: string;
let server: ContentServer;

beforeAll(async () => {
  dataDir = await makeDataDir();
  server = await startEditableServer({ dataDir });
});
afterAll(async () => {
  await server.close();
  await removeDir(dataDir);
});

async function run(args: string[], env: Record<string, string | undefined> = { CMS_URL: server.url, CMS_ADMIN_TOKEN: ADMIN_TOKEN }) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCli(args, { env, out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out, err };
}

describe('set arguments', () => {
  it('makes an edit request body', () => {
    expect(editFromArgs(['set', 'event', 'opening-night', 'title', 'New title'])).toEqual({
      type: 'event',
      slug: 'opening-night',
      field: 'title',
      value: 'New title',
    });
    expect(editFromArgs(['set', 'event', 'soiree-d-ouverture', 'price', '25 $', '--language', 'fr'])).toEqual({
      type: 'event',
      slug: 'soiree-d-ouverture',
      language: 'fr',
      field: 'price',
      value: '25 $',
    });
    expect(editFromArgs(['set', 'settings', 'popMenuHide', 'true'])).toEqual({ type: 'settings', field: 'popMenuHide', value: true });
    expect(editFromArgs(['set', 'settings', '--lang', 'en', 'popPhone', '1'])).toEqual({
      type: 'settings',
      language: 'en',
      field: 'popPhone',
      value: '1',
    });
  });

  it.each([
    [['set']],
    [['set', 'workshop', 'x', 'title', 'y']],
    [['set', 'event', 'opening-night', 'title']],
    [['set', 'event', 'opening-night', 'title', 'a', 'b']],
    [['set', 'settings', 'popPhone']],
    [['set', 'event', 'opening-night', 'title', 'x', '--language']],
  ])('refuses %j with the usage line', (args) => {
    expect(editFromArgs(args)).toMatch(/^usage: npm run cms -- set/);
  });
});

describe('runAdminCli', () => {
  it('prints one line for an applied edit', async () => {
    const result = await run(['set', 'event', 'opening-night', 'title', 'From the CLI']);
    expect(result).toEqual({
      code: 0,
      out: ['edited event opening-night (EN) title; site not notified (SITE_REVALIDATE_URL unset)'],
      err: [],
    });
    expect((await graphql(server, '{ event(id: "opening-night", idType: SLUG) { title } }')).event.title).toBe('From the CLI');
  });

  it('prints the server\'s reason for a refused edit and exits 1', async () => {
    const result = await run(['set', 'event', 'no-such-event', 'title', 'x']);
    expect(result).toEqual({ code: 1, out: [], err: ['edit refused (HTTP 404): no event with slug "no-such-event"'] });
    const wrongToken = await run(['set', 'event', 'opening-night', 'title', 'x'], { CMS_URL: server.url, CMS_ADMIN_TOKEN: 'nope' });
    expect(wrongToken.code).toBe(1);
    expect(wrongToken.err[0]).toMatch(/^edit refused \(HTTP 401\)/);
  });

  it('says so when the server is unreachable or the token is missing', async () => {
    const unreachable = await run(['set', 'event', 'x', 'title', 'y'], { CMS_URL: new URL(await unusedUrl()).origin, CMS_ADMIN_TOKEN: 't' });
    expect(unreachable.code).toBe(1);
    expect(unreachable.err).toEqual([expect.stringMatching(/^content server unreachable at http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\)$/)]);
    expect((await run(['set', 'event', 'x', 'title', 'y'], { CMS_URL: server.url })).code).toBe(2);
    expect((await run(['nonsense'])).code).toBe(2);
  });

  it('runs as `tsx cms/server.ts set …`', async () => {
    const { stdout } = await promisify(execFile)(
      path.join(root, 'node_modules/.bin/tsx'),
      ['cms/server.ts', 'set', 'settings', 'popCity', 'Tiohtià:ke', '--language', 'fr'],
      { cwd: root, env: { ...process.env, CMS_URL: server.url, CMS_ADMIN_TOKEN: ADMIN_TOKEN }, timeout: 20_000 },
    );
    expect(stdout).toBe('edited settings (FR) popCity; site not notified (SITE_REVALIDATE_URL unset)\n');
    expect((await graphql(server, '{ popSettings(language: FR) { popCity } }')).popSettings.popCity).toBe('Tiohtià:ke');
  });
});
