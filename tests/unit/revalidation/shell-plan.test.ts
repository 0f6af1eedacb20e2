import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshAfterAnswer } from '@/features/revalidation/after-answer';
import { pagesToRefresh } from '@/features/revalidation/after-answer';
import { menuPaths } from '@/features/revalidation/shell-pages';
import type { MenuItem } from '@/queries/types';
import { backgroundLimit, planForShellChange, rememberingSource, shellBackgroundPaths, type ShellPageSource } from '@/features/revalidation/plan-shell';

/**
 * A menu or settings change (issue 24, item 3): the shell is in every page, so the lists, the
 * pages the menus link to, the timetable and the day pages are rendered first (the webhook lists
 * them), and every other page after them, in the background.
 */
const source = (patch: Partial<ShellPageSource> = {}): ShellPageSource => ({
  festivalDays: async () => ['2027-09-23', '2027-09-24'],
  menuPaths: async (locale) => (locale === 'en' ? ['/tickets-and-passes', '/about/music', 'https://tickets.example.org/', '//evil.example'] : ['/fr/billets-et-passeports']),
  itemPaths: async (locale) => (locale === 'en' ? ['/event/opening-night', '/artist/mira-solenne', '/news/lineup', '/about/music'] : ['/fr/evenement/soiree-d-ouverture']),
  categories: async (locale) => (locale === 'en' ? ['music'] : ['musique']),
  ...patch,
});

describe('the plan of a menu or settings change', () => {
  it('of one language (the festival plugin names it) renders that language’s pages only', async () => {
    const plan = await planForShellChange(source(), { language: 'fr' });
    expect(plan.tags).toEqual(['shell:fr']);
    const pages = pagesToRefresh(plan);
    expect(pages).toEqual(expect.arrayContaining(['/fr', '/fr/calendrier', '/fr/billets-et-passeports', '/fr/calendrier/2027-09-23']));
    expect(pages.filter((path) => !path.startsWith('/fr'))).toEqual([]);
    expect((await shellBackgroundPaths(source(), plan.publicPaths, { language: 'fr' })).filter((path) => !path.startsWith('/fr'))).toEqual([]);
  });

  it('names the site’s pages the menu items lead to, never WordPress’s permalinks', () => {
    const item = (path: string, connectedNode: MenuItem['connectedNode'] = null): MenuItem => ({ id: path, label: path, path, external: false, connectedNode, children: [] });
    const menus = [
      item('/events/opening-night/', { type: 'event', slug: 'opening-night' }),
      item('/fr/contact-fr/', { type: 'page', slug: 'contact-fr', englishSlug: 'contact' }),
      item('/events/'),
      item('/fr/contact-fr/'),
      { ...item('https://tickets.example.org/'), external: true },
      item('#'),
    ];
    expect(menuPaths('en', menus.slice(0, 1))).toEqual(['/event/opening-night']);
    expect(menuPaths('fr', menus.slice(1))).toEqual(['/fr/contact', '/fr/calendrier']);
  });

  it('lists first the home pages, every list, the menus’ pages, the timetable, the day pages and My schedule, in both languages', async () => {
    const plan = await planForShellChange(source());
    expect(plan.tags).toEqual(expect.arrayContaining(['shell:en', 'shell:fr']));
    expect(plan.publicPaths).toEqual(
      expect.arrayContaining([
        '/', '/fr', '/calendar', '/fr/calendrier', '/artists', '/fr/artistes', '/news', '/fr/nouvelles',
        '/tickets-and-passes', '/fr/billets-et-passeports', '/about/music',
        '/festival-schedule', '/fr/programme-du-festival',
        '/calendar/2027-09-23', '/calendar/2027-09-24', '/fr/calendrier/2027-09-23', '/fr/calendrier/2027-09-24',
        '/my-schedule', '/fr/mon-horaire',
      ]),
    );
    // Lists before the day pages; external menu links are no pages of the site.
    expect(plan.publicPaths.indexOf('/calendar')).toBeLessThan(plan.publicPaths.indexOf('/calendar/2027-09-23'));
    expect(plan.publicPaths.some((path) => path.includes('example'))).toBe(false);
    expect(plan.publicPaths).not.toContain('/event/opening-night');
  });

  it('renders every other page in the background: items, top-level pages, filtered lists and their days, the offline page; nothing twice; bounded', async () => {
    const first = (await planForShellChange(source())).publicPaths;
    const rest = await shellBackgroundPaths(source(), first);
    expect(rest).toEqual(
      expect.arrayContaining([
        '/event/opening-night', '/artist/mira-solenne', '/news/lineup', '/fr/evenement/soiree-d-ouverture',
        '/contact', '/fr/contact', '/calendar?category=music', '/artists?category=music', '/fr/calendrier?categorie=musique',
        '/calendar/2027-09-23?category=music', '/fr/calendrier/2027-09-24?categorie=musique', '/offline', '/fr/hors-ligne',
      ]),
    );
    expect(rest.filter((path) => first.includes(path))).toEqual([]);
    const many = source({ itemPaths: async (locale) => Array.from({ length: 3000 }, (_, i) => `/${locale}/event/e${i}`) });
    expect(await shellBackgroundPaths(many, first)).toHaveLength(backgroundLimit);
  });

  it('still names the home pages and lists when the content cannot be read', async () => {
    const down = () => Promise.reject(new Error('content server down'));
    const plan = await planForShellChange({ festivalDays: down, menuPaths: down, itemPaths: down, categories: down });
    expect(plan.publicPaths).toEqual(expect.arrayContaining(['/', '/fr', '/calendar', '/festival-schedule']));
  });

  it('asks the site’s cache once per lookup (the background reuses what was read before the marks)', async () => {
    const asked = vi.fn(async () => ['music']);
    const remembering = rememberingSource(source({ categories: asked }));
    const first = await planForShellChange(remembering);
    await shellBackgroundPaths(remembering, first.publicPaths);
    expect(asked).toHaveBeenCalledTimes(2); // once per language
  });
});

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('after a shell change’s answer', () => {
  it('renders the listed pages first, then the background pages, each once', async () => {
    const calls: string[] = [];
    const server = createServer((req, res) => {
      calls.push(req.url ?? '');
      res.writeHead(200, { 'x-nextjs-cache': 'HIT' });
      res.end();
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const plan = await planForShellChange(source());
    const answeredAt = Date.now();
    const report = await refreshAfterAnswer(plan, {
      markStale: () => undefined,
      warm: { origin, concurrency: 2, deadlineMs: 2000 },
      answeredAt,
      settleDelayMs: 50,
      log: { log: vi.fn(), error: vi.fn() },
      background: () => shellBackgroundPaths(source(), plan.publicPaths),
    });
    const background = await shellBackgroundPaths(source(), plan.publicPaths);
    expect(report.background.rendered).toBe(background.length);
    const lastListed = Math.max(...report.paths.map((path) => calls.lastIndexOf(path)));
    const firstBackground = Math.min(...background.map((path) => calls.indexOf(path)));
    expect(firstBackground).toBeGreaterThan(lastListed);
    for (const path of background) expect(calls.filter((call) => call === path)).toHaveLength(1);
  });
});
