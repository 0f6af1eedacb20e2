// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Dictionary, en } from '@/i18n/dictionaries/en';
import { fr } from '@/i18n/dictionaries/fr';

type Island = typeof import('@/components/cookie-consent/cookie-consent-island').CookieConsentIsland;

/** A fresh module each time: the browser store is a page-wide singleton. */
async function renderIsland(strings: Dictionary['consent'] = en.consent, href = '/page/privacy-policy') {
  vi.resetModules();
  const { CookieConsentIsland } = (await import('@/components/cookie-consent/cookie-consent-island')) as {
    CookieConsentIsland: Island;
  };
  return render(
    <>
      <CookieConsentIsland strings={strings} privacyPolicyHref={href} />
      <main id="main" tabIndex={-1}>
        The page
      </main>
    </>,
  );
}

function stored(): unknown {
  const raw = window.localStorage.getItem('cookieConsent');
  return raw === null ? null : JSON.parse(raw);
}

function consentEvents(): unknown[] {
  return (window.dataLayer ?? []).filter(
    (entry) => (entry as { event?: string }).event === 'cookie_consent_update',
  );
}

beforeEach(() => {
  window.localStorage.clear();
  delete window.dataLayer;
  delete window.gtag;
});

describe('cookie consent banner', () => {
  it('shows a labelled region with the text, the Learn more link and the three buttons', async () => {
    await renderIsland();
    const region = screen.getByRole('region', { name: 'Cookie consent' });
    // Visible text 'Learn more' (the spec's); its accessible name says where it leads (WCAG 2.4.4).
    const learnMore = within(region).getByRole('link', { name: 'Learn more about cookies in our privacy policy' });
    expect(learnMore).toHaveAttribute('href', '/page/privacy-policy');
    expect(learnMore.firstChild?.textContent).toBe('Learn more');
    const accept = within(region).getByRole('button', { name: 'Accept All' });
    const reject = within(region).getByRole('button', { name: 'Reject All' });
    expect(accept.className).toBe(reject.className);
    within(region).getByRole('button', { name: 'Set Preferences' });
    expect(screen.queryByRole('button', { name: 'Cookie preferences' })).toBeNull();
  });

  it('speaks French with the French strings', async () => {
    await renderIsland(fr.consent, '/fr/page/politiques-de-confidentialite');
    const region = screen.getByRole('region', { name: 'Consentement aux témoins' });
    for (const name of ["J'accepte", 'Je refuse', 'Laisse-moi choisir']) within(region).getByRole('button', { name });
    expect(within(region).getByRole('link', { name: 'En savoir plus sur les témoins dans notre politique de confidentialité' })).toHaveAttribute(
      'href',
      '/fr/page/politiques-de-confidentialite',
    );
  });

  it.each([
    ['Accept All', { essential: true, analytics: true, marketing: true, functional: true }],
    ['Reject All', { essential: true, analytics: false, marketing: false, functional: false }],
  ])('%s stores the choice, pushes the event, hides the banner and leaves focus at the top of the main content', async (name, expected) => {
    const user = userEvent.setup();
    await renderIsland();
    await user.click(screen.getByRole('button', { name }));
    expect(stored()).toEqual(expected);
    expect(consentEvents()).toEqual([{ event: 'cookie_consent_update', cookieConsent: expected }]);
    expect(screen.queryByRole('button', { name: 'Accept All' })).toBeNull();
    // Not the cookie icon at the end of the page: moving there would scroll the page away.
    expect(screen.getByRole('button', { name: 'Cookie preferences' })).not.toHaveFocus();
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Your cookie choice has been saved.');
  });

  it('a click the inline script already carried out (cancelled) is not decided a second time', async () => {
    await renderIsland();
    const reject = screen.getByRole('button', { name: 'Reject All' });
    reject.addEventListener('click', (event) => event.preventDefault());
    reject.click();
    expect(stored()).toBeNull();
    expect(consentEvents()).toEqual([]);
  });

  it('a choice made from the preferences the icon opened gives focus back to the icon', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem('cookieConsent', JSON.stringify({ essential: true, analytics: false, marketing: false, functional: false }));
    await renderIsland();
    await user.click(screen.getByRole('button', { name: 'Cookie preferences' }));
    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(stored()).toEqual({ essential: true, analytics: true, marketing: true, functional: true });
    expect(screen.getByRole('button', { name: 'Cookie preferences' })).toHaveFocus();
  });

  it('Set Preferences: unticked boxes, essential always on, Save stores the chosen values', async () => {
    const user = userEvent.setup();
    await renderIsland();
    await user.click(screen.getByRole('button', { name: 'Set Preferences' }));
    expect(screen.getByRole('heading', { name: 'Cookie settings' })).toHaveFocus();
    const essential = screen.getByRole('checkbox', { name: /Essential/ });
    expect(essential).toBeChecked();
    expect(essential).toBeDisabled();
    for (const name of ['Analytics', 'Marketing', 'Functional']) {
      expect(screen.getByRole('checkbox', { name })).not.toBeChecked();
    }
    await user.click(screen.getByRole('checkbox', { name: 'Marketing' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(stored()).toEqual({ essential: true, analytics: false, marketing: true, functional: false });
    expect(consentEvents()).toHaveLength(1);
  });

  it('stays hidden when a choice is stored; the icon reopens the preferences with it', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      'cookieConsent',
      JSON.stringify({ essential: true, analytics: true, marketing: false, functional: true }),
    );
    await renderIsland();
    expect(screen.queryByRole('button', { name: 'Accept All' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cookie preferences' }));
    expect(screen.getByRole('checkbox', { name: 'Analytics' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Functional' })).toBeChecked();
    // Escape (or Close) leaves without a new decision.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Cookie preferences' })).toHaveFocus();
    expect(consentEvents()).toHaveLength(0);
  });

  it('is keyboard operable', async () => {
    const user = userEvent.setup();
    await renderIsland();
    await user.tab(); // Learn more
    await user.tab(); // Accept All
    await user.tab(); // Reject All
    expect(screen.getByRole('button', { name: 'Reject All' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(stored()).toEqual({ essential: true, analytics: false, marketing: false, functional: false });
    // Focus is at the top of the main content; the icon, at the page's end, is still reached by Tab.
    expect(screen.getByRole('main')).toHaveFocus();
    screen.getByRole('button', { name: 'Cookie preferences' }).focus();
    await user.keyboard(' ');
    expect(screen.getByRole('heading', { name: 'Cookie settings' })).toHaveFocus();
  });
});
