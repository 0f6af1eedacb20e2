import { describe, expect, it } from 'vitest';
import { counterpartPath, pagesToRefresh, pathsForTag } from '@/features/revalidation/after-answer/pages-to-refresh';

describe('the pages a webhook renders anew (and then tells the CDN purge about)', () => {
  it('a content change: its pages in both languages, the lists, the timetable, My schedule and home pages of both', () => {
    const plan = {
      tags: ['events:en:opening-night', 'events:fr:soiree-d-ouverture', 'events:en', 'events:fr'],
      publicPaths: ['/event/opening-night', '/fr/evenement/soiree-d-ouverture', '/', '/fr', '/calendar', '/fr/calendrier', '/sitemap.xml'],
    };
    expect(pagesToRefresh(plan).sort()).toEqual(
      [
        '/', '/fr', '/calendar', '/fr/calendrier', '/event/opening-night', '/fr/evenement/soiree-d-ouverture', '/sitemap.xml',
        '/festival-schedule', '/fr/programme-du-festival', '/my-schedule', '/fr/mon-horaire',
        '/search-index.en.json', '/search-index.fr.json',
      ].sort(),
    );
  });

  it('a {tags} call: the pages behind each tag, sections mapped to the other language', () => {
    expect(pagesToRefresh({ tags: ['news:fr'], publicPaths: [] }).sort()).toEqual(['/', '/fr', '/fr/nouvelles', '/news', '/search-index.fr.json'].sort());
    expect(pathsForTag('artists:en:cedar-and-salt')).toEqual(['/artist/cedar-and-salt']);
    expect(pathsForTag('pages:en:contact')).toEqual(['/contact']);
    expect(pathsForTag('pages:fr:benevolat')).toEqual(['/fr/page/benevolat']);
    expect(pathsForTag('unknown')).toEqual([]);
  });

  it('a {paths} call in one language: sections get their counterpart, items stay as given', () => {
    expect(counterpartPath('/tickets-and-passes')).toBe('/fr/billets-et-passeports');
    expect(counterpartPath('/fr/calendrier?categorie=musique')).toBe('/calendar');
    expect(counterpartPath('/event/opening-night')).toBeNull();
    expect(pagesToRefresh({ tags: [], publicPaths: ['/fr/a-propos'] })).toEqual(['/fr/a-propos', '/about']);
  });

});
