import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

/**
 * The calendar's first phone screen (issue 25): the day tabs and category chips are one row each,
 * so an event shows at 390×844; a filter tap lands on the results; cards carry their status,
 * cancelled ones are muted, and under a day heading a card does not repeat the date.
 */

test.describe.configure({ timeout: 120_000 });

const languages = [
  { locale: 'en', home: '/', calendar: 'Full calendar', reject: 'Reject All', cookieIcon: 'Cookie preferences', music: 'Music', days: 'Festival days', month: /Sep/, free: 'Free', fewLeft: 'Few left' },
  { locale: 'fr', home: '/fr', calendar: 'Tout le calendrier', reject: 'Je refuse', cookieIcon: 'Préférences de témoins', music: 'Musique', days: 'Jours du festival', month: /sept/, free: 'Gratuit', fewLeft: 'Derniers billets' },
] as const;

for (const lang of languages) {
  test(`${lang.locale}: the first screen at 390×844 shows an event; filter taps land on the list`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(lang.home);
    await page.getByRole('button', { name: lang.reject, exact: true }).click();
    await page.getByRole('link', { name: lang.calendar, exact: true }).click();
    const firstTitle = page.locator('main article .card-title').first();
    const box = (await firstTitle.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    // Day and category choices take at most a third of the first screen.
    const nav = page.getByRole('navigation', { name: lang.days });
    const chips = page.getByRole('navigation', { name: /Filter by category|Filtrer par catégorie/ });
    const navBox = (await nav.boundingBox())!;
    const chipsBox = (await chips.boundingBox())!;
    expect(navBox.height + chipsBox.height).toBeLessThanOrEqual(844 / 3);

    // Under a day heading a card says the time, not the date again; statuses on the cards.
    const firstMeta = page.locator('main article .meta').first();
    await expect(firstMeta).not.toHaveText(lang.month);
    await expect(page.locator('main article [data-event-status="free"]').first()).toHaveText(lang.free);
    await expect(page.locator('main article [data-event-status="few_left"]').first()).toHaveText(lang.fewLeft);
    const cancelled = page.locator('main article:has([data-event-status="cancelled"])').first();
    await expect(cancelled).toHaveClass(/card-off/);
    expect(await cancelled.locator('.card-image').evaluate((img) => getComputedStyle(img).filter)).toMatch(/grayscale/);

    // A category tap: the page opens on the results.
    await chips.getByRole('link', { name: new RegExp(`^${lang.music} \\(`) }).click();
    await expect(page).toHaveURL(/#events$/);
    await expect(page.locator('main article').first()).toBeInViewport();
    // A day tab: likewise.
    await page.getByRole('navigation', { name: lang.days }).getByRole('link').nth(2).click();
    await expect(page).toHaveURL(/\/\d{4}-\d{2}-\d{2}\?.*#events$/);
    await expect(page.locator('main article').first()).toBeInViewport();
    // Nothing floats over the content: the cookie preferences button sits after the footer.
    const icon = page.getByRole('button', { name: lang.cookieIcon, exact: true });
    expect(await icon.evaluate((button) => getComputedStyle(button).position)).not.toBe('fixed');
    const afterFooter = await icon.evaluate((button) => {
      const footer = [...document.querySelectorAll('footer')].at(-1);
      return !!footer && (footer.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 && !footer.contains(button);
    });
    expect(afterFooter).toBe(true);
    await expectNoAxeViolations(page);
  });
}
