import { describe, expect, it, vi } from 'vitest';
import { appColors } from '@/features/offline/app-identity.mjs';
import { webManifest, webManifestPath } from '@/features/offline/web-manifest';
import { contentSecurityPolicy } from '@/security-headers.mjs';

vi.mock('@/queries/events', () => ({
  festivalNow: (now: Date) => now.toISOString().slice(0, 19),
  eventStartsAt: (event: { startsAt: string | null }) => event.startsAt,
  getAllEvents: async (locale: string) => [
    { slug: locale === 'en' ? 'last-year' : 'annee-passee', startsAt: '2026-09-23T20:00:00' },
    { slug: locale === 'en' ? 'opening' : 'ouverture', startsAt: '2027-09-22T19:00:00' },
    { slug: locale === 'en' ? 'late-set' : 'fin-de-soiree', startsAt: '2027-09-24T01:30:00' },
  ],
}));
vi.mock('@/queries/artists', () => ({
  getAllArtists: async (locale: string) => [{ slug: locale === 'en' ? 'mira' : 'mira-fr' }],
}));
vi.mock('@/queries/news', () => ({
  getAllNews: async (locale: string) => [{ slug: locale === 'en' ? 'lineup' : 'programmation' }],
}));
vi.mock('@/queries/content', () => ({
  getAllItems: async (type: string, locale: string) => (type === 'venue' ? [{ slug: locale === 'en' ? 'club-lumen' : 'club-lumen-fr' }] : []),
}));
vi.mock('@/queries/shell', () => ({
  getSiteShell: async (locale: string) => ({ categories: [{ slug: locale === 'en' ? 'music' : 'musique' }] }),
}));
vi.mock('@/features/schedule/scheduled-event', () => ({
  // Late-night sets belong to the night before (the schedule's rule).
  festivalDaysOf: (events: { startsAt: string }[]) => [...new Set(events.map((e) => (e.startsAt.slice(11, 13) < '06' ? '2027-09-23' : e.startsAt.slice(0, 10))))].sort(),
}));

describe('the web app manifests', () => {
  it('one per language: its name, description and start page; the whole site as scope', () => {
    expect(webManifestPath('fr')).toBe('/fr.webmanifest');
    const en = webManifest('en');
    const fr = webManifest('fr');
    expect(en).toMatchObject({ id: '/', start_url: '/', scope: '/', lang: 'en-CA', display: 'standalone', name: 'POP Montreal' });
    expect(fr).toMatchObject({ id: '/fr', start_url: '/fr', scope: '/', lang: 'fr-CA', display: 'standalone', name: 'POP Montréal' });
    expect(fr.description).toContain('sans connexion');
    expect(en.theme_color).toBe(appColors.theme);
    expect(en.background_color).toBe(appColors.background);
  });

  it('192 and 512 icons, one of them maskable, all generated PNGs', () => {
    const icons = webManifest('en').icons!;
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of icons) expect(icon.src).toMatch(/^\/icons\/.+\.png$/);
  });
});

describe('the programme Save for offline keeps', () => {
  it('both languages: home, calendar, timetable, My schedule, the category filters, each festival day from today, the events from today in date order, the venues, then the artists and the news', async () => {
    const { offlineProgramme } = await import('@/features/offline/programme');
    const programme = await offlineProgramme(new Date('2027-09-22T12:00:00'));
    expect(programme.paths.en).toEqual([
      '/', '/calendar', '/festival-schedule', '/my-schedule', '/calendar?category=music', '/calendar/2027-09-22', '/calendar/2027-09-23',
      '/event/opening', '/event/late-set', '/venues', '/venue/club-lumen', '/artists', '/news', '/artist/mira', '/news/lineup',
    ]);
    expect(programme.paths.fr).toEqual([
      '/fr', '/fr/calendrier', '/fr/programme-du-festival', '/fr/mon-horaire', '/fr/calendrier?categorie=musique', '/fr/calendrier/2027-09-22',
      '/fr/calendrier/2027-09-23', '/fr/evenement/ouverture', '/fr/evenement/fin-de-soiree', '/fr/lieux', '/fr/lieu/club-lumen-fr', '/fr/artistes', '/fr/nouvelles',
      '/fr/artiste/mira-fr', '/fr/nouvelles/programmation',
    ]);
    expect(programme.budgetBytes).toBeGreaterThan(0);
  });
});

describe('the CSP allows the offline site', () => {
  it('its own worker and manifests; the worker may fetch the image CDN; the tag manager (with a container id) keeps its connect-src', () => {
    const csp = contentSecurityPolicy({ IMAGE_CDN_ORIGIN: 'https://images.example.net', GTM_ID: 'GTM-TEST' } as unknown as NodeJS.ProcessEnv);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    const connect = csp.split('; ').find((d) => d.startsWith('connect-src '))!;
    expect(connect).toContain('https://images.example.net');
    expect(connect).toContain('https://www.googletagmanager.com');
  });
});
