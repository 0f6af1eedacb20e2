import { expect, test } from '@playwright/test';

const cases = [
  { path: '/event/no-such-event', lang: 'en', title: 'Page not found' },
  { path: '/fr/evenement/aucun-evenement', lang: 'fr', title: 'Page introuvable' },
  { path: '/artist/nobody-at-all', lang: 'en', title: 'Page not found' },
  { path: '/fr/artiste/personne', lang: 'fr', title: 'Page introuvable' },
  { path: '/news/never-written', lang: 'en', title: 'Page not found' },
  { path: '/fr/nouvelles/jamais-ecrite', lang: 'fr', title: 'Page introuvable' },
  { path: '/page/no-such-page', lang: 'en', title: 'Page not found' },
  { path: '/about/no-such-section', lang: 'en', title: 'Page not found' },
  { path: '/fr/a-propos/aucun-volet', lang: 'fr', title: 'Page introuvable' },
  { path: '/no/such/path', lang: 'en', title: 'Page not found' },
  { path: '/fr/rien-du-tout', lang: 'fr', title: 'Page introuvable' },
  // An English segment under /fr is not a French route.
  { path: '/fr/event/anything', lang: 'fr', title: 'Page introuvable' },
  { path: '/calendar?category=no-such-category', lang: 'en', title: 'Page not found' },
  { path: '/fr/calendrier?categorie=%3Cscript%3E', lang: 'fr', title: 'Page introuvable' },
  { path: '/event/%2e%2e%2f%2e%2e%2fetc%2fpasswd', lang: 'en', title: 'Page not found' },
  { path: `/event/${'a'.repeat(400)}`, lang: 'en', title: 'Page not found' },
  { path: '/event/%3Cscript%3Ealert(1)%3C%2Fscript%3E', lang: 'en', title: 'Page not found' },
];

for (const { path, lang, title } of cases) {
  test(`${path.slice(0, 60)} → localized 404`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await page.content()).not.toContain('<script>alert(1)');
  });
}

test('/en/... redirects permanently to the unprefixed English URL', async ({ request }) => {
  const response = await request.get('/en/calendar', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toMatch(/\/calendar$/);
});
