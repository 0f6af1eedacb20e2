// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from '@/components/shell/site-header';
import { englishShell, frenchShell } from '../fixtures/shell';

function renderHeader(shell = englishShell(), locale: 'en' | 'fr' = 'en') {
  return render(<SiteHeader locale={locale} shell={shell} languageSwitchHref={locale === 'en' ? '/fr' : '/'} />);
}

/** The bar is the first copy of the menu; the second sits in the (closed) mobile dialog. */
/** The desktop bar: the "Main menu" navigation that is not inside the mobile menu's dialog. */
function menuBar() {
  return screen.getAllByRole('navigation', { name: 'Main menu', hidden: true }).find((nav) => !nav.closest('dialog'))!;
}

describe('site header', () => {
  it('links the logo home and keeps the language switch', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'POP Montreal — home' })).toHaveAttribute('href', '/');
    expect(screen.getByTestId('language-switch')).toHaveAttribute('href', '/fr');
  });

  it('renders the search launcher beside the language switch', () => {
    renderHeader();
    expect(screen.getByRole('button', { name: /search/i })).toBeInTheDocument();
  });

  it('renders the primary menu with localized internal links and external links in a new tab', () => {
    renderHeader();
    const nav = within(menuBar());
    expect(nav.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/news');
    expect(nav.getByRole('link', { name: 'News' })).not.toHaveAttribute('target');
    const tickets = nav.getByRole('link', { name: 'Tickets (opens in a new tab)' });
    expect(tickets).toHaveAttribute('href', 'https://tickets.example.test/pop');
    expect(tickets).toHaveAttribute('target', '_blank');
    expect(tickets).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps the link of a parent item and adds a toggle button beside it (split pattern)', () => {
    renderHeader();
    const nav = within(menuBar());
    expect(nav.getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/calendar');
    const toggle = nav.getByRole('button', { name: 'Events submenu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).not.toBeNull();
    // A parent that only groups others is a button named by its label.
    expect(nav.getByRole('button', { name: 'About' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('makes each drop-down a popover its button opens by itself (no script needed for the first tap)', () => {
    renderHeader();
    const nav = within(menuBar());
    for (const name of ['Events submenu', 'Artists submenu', 'About']) {
      const toggle = nav.getByRole('button', { name });
      const panel = document.getElementById(toggle.getAttribute('popovertarget')!)!;
      expect(panel.id).toBe(toggle.getAttribute('aria-controls'));
      // "auto": one open at a time, closed by Escape and by a click outside, by the browser.
      expect(panel).toHaveAttribute('popover', 'auto');
      expect(panel.closest('li')).toBe(toggle.closest('li'));
    }
  });

  it('renders the drop-down links in the HTML (reachable without JavaScript), nested items too', () => {
    renderHeader();
    const nav = within(menuBar());
    expect(nav.getByRole('link', { name: 'Festival schedule', hidden: true })).toHaveAttribute('href', '/festival-schedule');
    expect(nav.getByRole('link', { name: 'History', hidden: true })).toHaveAttribute('href', '/about/history');
  });

  it("gives the events and artists entries a category sub-menu, the festival's category named after the festival", () => {
    renderHeader();
    const nav = within(menuBar());
    const events = nav.getByRole('list', { name: 'Explore Events for', hidden: true });
    const links = within(events).getAllByRole('link', { hidden: true });
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['POP Montreal', '/calendar?category=pop-montreal'],
      ['Music', '/calendar?category=music'],
      ['Film', '/calendar?category=film'],
    ]);
    expect(events.querySelectorAll('img')).toHaveLength(2);
    expect(events.querySelector('img')).toHaveAttribute('width', '55');

    // Artists has no children: the drop-down holds the category sub-menu alone.
    expect(nav.getByRole('button', { name: 'Artists submenu' })).toBeInTheDocument();
    const artists = nav.getByRole('list', { name: 'Explore Artists for', hidden: true });
    expect(within(artists).getByRole('link', { name: 'Music', hidden: true })).toHaveAttribute('href', '/artists?category=music');
    expect(nav.queryByRole('list', { name: 'Explore News for', hidden: true })).toBeNull();
  });

  it('is French in French: titles, labels, links', () => {
    renderHeader(frenchShell(), 'fr');
    const nav = within(screen.getAllByRole('navigation', { name: 'Menu principal', hidden: true }).find((n) => !n.closest('dialog'))!);
    expect(screen.getByRole('link', { name: 'POP Montréal — accueil' })).toHaveAttribute('href', '/fr');
    expect(nav.getByRole('button', { name: 'Sous-menu Événements' })).toBeInTheDocument();
    const events = nav.getByRole('list', { name: 'Explorez les Événements', hidden: true });
    expect(within(events).getByRole('link', { name: 'POP Montréal', hidden: true })).toHaveAttribute(
      'href',
      '/fr/calendrier?categorie=pop-montreal-fr',
    );
    expect(nav.getByRole('list', { name: 'Explorez les Artistes', hidden: true })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Billets (s’ouvre dans un nouvel onglet)' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toBeInTheDocument();
  });

  it('has a hamburger button for the mobile menu, controlling a dialog', () => {
    renderHeader();
    const hamburger = screen.getByRole('button', { name: 'Open the menu' });
    expect(hamburger).toHaveAttribute('aria-haspopup', 'dialog');
    const dialog = document.getElementById(hamburger.getAttribute('aria-controls')!)!;
    expect(dialog.tagName).toBe('DIALOG');
  });

  it('hides the whole menu (bar and hamburger) when popMenuHide is set', () => {
    renderHeader(englishShell({ settings: { menuHidden: true } }));
    expect(screen.queryByRole('navigation', { name: 'Main menu', hidden: true })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open the menu' })).toBeNull();
    // No mobile menu dialog: the only dialog is the search's.
    expect([...document.querySelectorAll('dialog')].map((dialog) => dialog.getAttribute('aria-labelledby') && document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent)).toEqual(['Search POP Montreal']);
    // The rest of the header stays.
    expect(screen.getByRole('button', { name: 'Search the site' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'POP Montreal — home' })).toBeInTheDocument();
    expect(screen.getByTestId('language-switch')).toBeInTheDocument();
  });
});
