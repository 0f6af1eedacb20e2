import { describe, expect, it } from 'vitest';
import { classifyPath, lighthouseOrder, samplePagesFromSitemap } from '@/bench/routes';

const sitemap = (paths: string[]) =>
  `<?xml version="1.0"?><urlset>${paths.map((p) => `<url><loc>http://127.0.0.1:3900${p}</loc></url>`).join('')}</urlset>`;

describe('classifyPath', () => {
  it('knows the page types in both languages', () => {
    expect(classifyPath('/')).toEqual({ kind: 'home', locale: 'en' });
    expect(classifyPath('/fr')).toEqual({ kind: 'home', locale: 'fr' });
    expect(classifyPath('/fr/calendrier')).toEqual({ kind: 'calendar', locale: 'fr' });
    expect(classifyPath('/event/opening-night')).toEqual({ kind: 'event', locale: 'en' });
    expect(classifyPath('/fr/artiste/x')).toEqual({ kind: 'artist', locale: 'fr' });
    expect(classifyPath('/fr/nouvelles/x')).toEqual({ kind: 'newsItem', locale: 'fr' });
    expect(classifyPath('/contact')).toEqual({ kind: 'topLevelPage', locale: 'en' });
    expect(classifyPath('/festival-schedule')).toEqual({ kind: 'timetable', locale: 'en' });
    expect(classifyPath('/fr/programme-du-festival')).toEqual({ kind: 'timetable', locale: 'fr' });
    expect(classifyPath('/calendar/2027-09-22')).toEqual({ kind: 'calendarDay', locale: 'en' });
    expect(classifyPath('/fr/calendrier/2027-09-22')).toEqual({ kind: 'calendarDay', locale: 'fr' });
    expect(classifyPath('/my-schedule')).toEqual({ kind: 'mySchedule', locale: 'en' });
    expect(classifyPath('/fr/mon-horaire')).toEqual({ kind: 'mySchedule', locale: 'fr' });
    expect(classifyPath('/venue/salle-mirabelle')).toEqual({ kind: 'venue', locale: 'en' });
    expect(classifyPath('/fr/lieu/salle-mirabelle')).toEqual({ kind: 'venue', locale: 'fr' });
  });

  it('leaves out the types the bench does not sample', () => {
    expect(classifyPath('/news')).toBeNull();
    expect(classifyPath('/calendar/category/music')).toBeNull();
    expect(classifyPath('/about/history')).toBeNull();
  });
});

describe('samplePagesFromSitemap', () => {
  it('takes the first page of each type per language, English first', () => {
    const pages = samplePagesFromSitemap(
      sitemap(['/fr', '/', '/calendar', '/event/a', '/event/b', '/fr/evenement/a-fr', '/artist/x', '/news/n', '/page/p', '/fr/page/p-fr']),
    );
    expect(pages.map((p) => `${p.name} ${p.path}`)).toEqual([
      'home (en) /',
      'calendar (en) /calendar',
      'event (en) /event/a',
      'artist (en) /artist/x',
      'newsItem (en) /news/n',
      'page (en) /page/p',
      'home (fr) /fr',
      'event (fr) /fr/evenement/a-fr',
      'page (fr) /fr/page/p-fr',
    ]);
  });

  it('uses a top-level page when no /page/ item is listed', () => {
    const pages = samplePagesFromSitemap(sitemap(['/contact', '/fr/contact']));
    expect(pages.map((p) => p.path)).toEqual(['/contact', '/fr/contact']);
  });
});

describe('lighthouseOrder', () => {
  it('puts the eight budget pages of the language asked for first, then the other language\'s spot checks', () => {
    expect(lighthouseOrder('fr').slice(0, 8)).toEqual(
      ['home', 'event', 'artist', 'calendar', 'calendarDay', 'timetable', 'mySchedule', 'venue'].map((kind) => `${kind}:fr`),
    );
    expect(lighthouseOrder('fr').slice(-2)).toEqual(['home:en', 'calendar:en']);
    expect(lighthouseOrder('en')[0]).toBe('home:en');
  });
});
