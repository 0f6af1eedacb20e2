import { describe, expect, it } from 'vitest';
import { planForPaths, planForShell } from '@/features/revalidation/plan';

describe('revalidation plan', () => {
  it('maps schedule pages to the tags of what they show (a list tag comes with its slug index)', () => {
    expect(planForPaths(['/calendar/2027-09-23']).tags).toEqual(['events:en', 'events-index:en']);
    expect(planForPaths(['/fr/calendrier/2027-09-23']).tags).toEqual(['events:fr', 'events-index:fr']);
    expect(planForPaths(['/festival-schedule']).tags).toEqual(['pages:en:festival-schedule', 'events:en', 'events-index:en']);
    expect(planForPaths(['/fr/programme-du-festival']).tags).toEqual(['pages:en:festival-schedule', 'events:fr', 'events-index:fr']);
    expect(planForPaths(['/fr/mon-horaire']).tags).toEqual(['events:fr', 'events-index:fr']);
    // Not a day: the calendar has no items.
    expect(planForPaths(['/calendar/2027-02-30']).tags).toEqual([]);
  });

  it('refreshes every page for menus and settings', () => {
    expect(planForShell('shell').tags).toEqual(['shell:en', 'shell:fr']);
  });

  it('turns paths into the tags their pages fetched', () => {
    // A list's slug index too: a {paths} call may announce a new or removed item.
    expect(planForPaths(['/fr/calendrier', '/nowhere']).tags).toEqual(['events:fr', 'events-index:fr']);
    expect(planForPaths(['/fr/evenement/soiree-d-ouverture']).tags).toEqual(['events:fr:soiree-d-ouverture']);
    expect(planForPaths(['/']).tags).toEqual(['events:en', 'events-index:en']);
    expect(planForPaths(['/fr/contact']).tags).toEqual(['pages:en:contact']);
    expect(planForPaths(['/page/privacy-policy']).tags).toEqual(['pages:en:privacy-policy']);
    expect(planForPaths(['/calendar?category=film']).tags).toEqual(['events:en', 'events-index:en']);
    expect(planForPaths(['/about']).tags).toEqual(['categories:en', 'categories:en:pop-montreal', 'categories-index:en']);
    expect(planForPaths(['/fr/a-propos/cinema']).tags).toEqual(['categories:fr:cinema']);
    expect(planForPaths(['/sitemap.xml']).tags).toContain('pages:fr');
  });
});
