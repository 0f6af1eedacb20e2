import { expect, test } from '@playwright/test';
import { en } from '../../i18n/dictionaries/en';
import { fr } from '../../i18n/dictionaries/fr';
import { expectNoAxeViolations } from './support/axe';

/**
 * Reflow (WCAG 1.4.10) of the calendar's filters at 320 px: opening "Venue and tickets" must not
 * make the page scroll sideways, in either language (the venue list's longest name and the
 * French labels are the widest things in it).
 */

const languages = [
  { locale: 'en', home: '/', calendar: '/calendar', t: en },
  { locale: 'fr', home: '/fr', calendar: '/fr/calendrier', t: fr },
] as const;

for (const l of languages) {
  test(`the venue and tickets filters fit a 320 px screen (${l.locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.addInitScript(() => window.localStorage.setItem('cookieConsent', JSON.stringify({ essential: true, analytics: false, marketing: false, functional: false })));
    await page.goto(l.home);
    await page.getByRole('banner').getByRole('button', { name: l.t.shell.openMenu, exact: true }).click();
    await page.getByRole('dialog', { name: l.t.shell.menuTitle }).locator(`a[href="${l.calendar}"]`).first().click();
    await page.waitForURL((url) => url.pathname === l.calendar);

    await page.getByText(l.t.listFilters.formLabel, { exact: true }).click();
    const form = page.getByRole('form', { name: l.t.listFilters.formLabel });
    await expect(form).toBeVisible();
    // Nothing of the filters reaches past the screen's right edge, so none of it makes the page wider.
    const overflowing = await form.evaluate((element) =>
      [element, ...element.querySelectorAll('*')]
        .filter((child) => child.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
        .map((child) => `${child.tagName} ${Math.round(child.getBoundingClientRect().right)} px: ${(child.textContent ?? '').trim().slice(0, 40)}`),
    );
    expect(overflowing).toEqual([]);
    // Each control can still be used: a venue can be chosen, the filters applied.
    const select = form.getByRole('combobox', { name: l.t.listFilters.venue });
    expect((await select.boundingBox())!.width).toBeGreaterThan(150);
    await select.selectOption({ index: 1 });
    await form.getByRole('button', { name: l.t.listFilters.apply }).click();
    await expect(page).toHaveURL(/[?&](venue|lieu)=/);
    await expectNoAxeViolations(page);
  });
}
