import { expect, type Page } from '@playwright/test';
import { en } from '../../../i18n/dictionaries/en';
import { fr } from '../../../i18n/dictionaries/fr';

/**
 * Waits until the page's islands are live. React finishes hydrating a page after its load event
 * (tens of milliseconds later on loopback, seconds on a slow phone): right after `page.goto` a
 * button that needs JavaScript (the menu, a sub-menu, a player) may not answer yet, as for a
 * visitor who taps before the scripts have run. The header's search is a link until React has
 * taken over the page and a button from then on (components/search/search-dialog.tsx), on every
 * page with the site's header.
 */
export async function untilHydrated(page: Page): Promise<void> {
  const search = page.getByRole('banner').getByRole('button', { name: en.search.openLabel, exact: true });
  const recherche = page.getByRole('banner').getByRole('button', { name: fr.search.openLabel, exact: true });
  await expect(search.or(recherche)).toBeVisible({ timeout: 15_000 });
}

/**
 * Waits for the cookie banner's island to run: it measures the banner and keeps focus scrolling
 * clear of it (components/cookie-consent/cookie-consent-island.tsx). Before that, the
 * server-rendered buttons are in the page but nothing answers a click.
 */
export async function untilBannerHydrated(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.style.scrollPaddingBottom)).not.toBe('');
}
