import { describe, expect, it } from 'vitest';
import { planForContent, planForPaths, planForShell } from '@/features/revalidation/plan';

describe('revalidation plan', () => {
  it('refreshes an event in both languages, its artists, the lists, home and the sitemap', () => {
    const plan = planForContent(
      'event',
      {
        items: [
          { type: 'event', locale: 'en', slug: 'opening-night' },
          { type: 'event', locale: 'fr', slug: 'soiree-d-ouverture' },
        ],
        related: [{ type: 'artist', locale: 'fr', slug: 'mira-solenne-fr' }],
      },
      'opening-night',
    );
    expect(plan.tags).toEqual(
      expect.arrayContaining(['events:en:opening-night', 'events:fr:soiree-d-ouverture', 'artists:fr:mira-solenne-fr', 'events:en', 'events:fr', 'artists:en', 'artists:fr']),
    );
    expect(plan.publicPaths).toEqual(
      expect.arrayContaining(['/event/opening-night', '/fr/evenement/soiree-d-ouverture', '/fr/artiste/mira-solenne-fr', '/', '/fr', '/calendar', '/fr/calendrier', '/sitemap.xml']),
    );
  });

  it('an event change refreshes the timetable and My schedule in both languages (CDN purge)', () => {
    const plan = planForContent('event', { items: [{ type: 'event', locale: 'en', slug: 'opening-night' }], related: [] }, null);
    expect(plan.publicPaths).toEqual(expect.arrayContaining(['/festival-schedule', '/fr/programme-du-festival', '/my-schedule', '/fr/mon-horaire']));
    const newsPlan = planForContent('news', { items: [{ type: 'news', locale: 'en', slug: 'x' }], related: [] }, null);
    expect(newsPlan.publicPaths).not.toContain('/festival-schedule');
  });

  it('maps schedule pages to the tags of what they show', () => {
    expect(planForPaths(['/calendar/2027-09-23']).tags).toEqual(['events:en']);
    expect(planForPaths(['/fr/calendrier/2027-09-23']).tags).toEqual(['events:fr']);
    expect(planForPaths(['/festival-schedule']).tags).toEqual(['pages:en:festival-schedule', 'events:en']);
    expect(planForPaths(['/fr/programme-du-festival']).tags).toEqual(['pages:en:festival-schedule', 'events:fr']);
    expect(planForPaths(['/fr/mon-horaire']).tags).toEqual(['events:fr']);
    // Not a day: the calendar has no items.
    expect(planForPaths(['/calendar/2027-02-30']).tags).toEqual([]);
  });

  it('expires the slug in both languages when the item is gone', () => {
    const plan = planForContent('news', { items: [], related: [] }, 'old-post');
    expect(plan.tags).toEqual(expect.arrayContaining(['news:en:old-post', 'news:fr:old-post', 'news:en', 'news:fr']));
  });

  it('routes top-level pages by their English slug', () => {
    const plan = planForContent(
      'page',
      { items: [{ type: 'page', locale: 'en', slug: 'contact' }, { type: 'page', locale: 'fr', slug: 'contact-fr' }], related: [] },
      null,
    );
    expect(plan.publicPaths).toEqual(expect.arrayContaining(['/contact', '/fr/contact']));
  });

  it('refreshes every page for menus and settings', () => {
    expect(planForShell('shell').tags).toEqual(['shell:en', 'shell:fr']);
  });

  it('turns paths into the tags their pages fetched', () => {
    expect(planForPaths(['/fr/calendrier', '/nowhere']).tags).toEqual(['events:fr']);
    expect(planForPaths(['/fr/evenement/soiree-d-ouverture']).tags).toEqual(['events:fr:soiree-d-ouverture']);
    expect(planForPaths(['/']).tags).toEqual(['events:en']);
    expect(planForPaths(['/fr/contact']).tags).toEqual(['pages:en:contact']);
    expect(planForPaths(['/page/privacy-policy']).tags).toEqual(['pages:en:privacy-policy']);
    expect(planForPaths(['/calendar?category=film']).tags).toEqual(['events:en']);
    expect(planForPaths(['/about']).tags).toEqual(['categories:en', 'categories:en:pop-montreal']);
    expect(planForPaths(['/fr/a-propos/cinema']).tags).toEqual(['categories:fr:cinema']);
    expect(planForPaths(['/sitemap.xml']).tags).toContain('pages:fr');
  });
});
