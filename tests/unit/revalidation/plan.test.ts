import { describe, expect, it } from 'vitest';
import { planForPaths, planForShell } from '@/features/revalidation/plan';

describe('revalidation plan', () => {
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
