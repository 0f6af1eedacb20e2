// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from '@/components/shell/site-footer';
import { englishShell, frenchShell, menuItem } from '../fixtures/shell';

afterEach(() => {
  vi.useRealTimers();
});

function footer() {
  return screen.getByRole('contentinfo');
}

describe('site footer', () => {
  it('shows the address with phone and fax as tel: links', () => {
    render(<SiteFooter locale="en" shell={englishShell()} />);
    const address = footer().querySelector('address')!;
    expect(address).toHaveTextContent('1234 St-Laurent Blvd');
    expect(address).toHaveTextContent('Montreal, QC H2X 2S6');
    expect(within(address).getByRole('link', { name: '514-842-1919' })).toHaveAttribute('href', 'tel:5148421919');
    expect(within(address).getByRole('link', { name: '514 842-1920' })).toHaveAttribute('href', 'tel:5148421920');
    expect(address).toHaveTextContent('Phone 514-842-1919');
    expect(address).toHaveTextContent('Fax 514 842-1920');
  });

  it('renders the footer menu, external items in a new tab', () => {
    render(<SiteFooter locale="en" shell={englishShell()} />);
    const nav = within(screen.getByRole('navigation', { name: 'Footer menu' }));
    expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    const press = nav.getByRole('link', { name: 'Press kit (opens in a new tab)' });
    expect(press).toHaveAttribute('target', '_blank');
    expect(press).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("offers the site's own link to the venue list after the menu, marked on the list and on a venue's page", () => {
    for (const [currentPath, mark] of [['/venues', 'page'], ['/venue/club-lumen', 'true'], ['/contact', null]] as const) {
      const { unmount } = render(<SiteFooter locale="en" shell={englishShell()} currentPath={currentPath} />);
      const nav = within(screen.getByRole('navigation', { name: 'Footer menu' }));
      const links = nav.getAllByRole('link');
      expect(links.at(-1)).toHaveAccessibleName('Venues');
      expect(links.at(-1)).toHaveAttribute('href', '/venues');
      if (mark) expect(links.at(-1)).toHaveAttribute('aria-current', mark);
      else expect(links.at(-1)).not.toHaveAttribute('aria-current');
      unmount();
    }
  });

  it('offers the venue list once when the menu already has it, and without any menu; in French at /fr/lieux', () => {
    const shell = englishShell();
    const { unmount } = render(<SiteFooter locale="en" shell={{ ...shell, menus: { ...shell.menus, footer: [...shell.menus.footer, menuItem('f-venues', 'Our venues', '/venues')] } }} />);
    const nav = within(screen.getByRole('navigation', { name: 'Footer menu' }));
    expect(nav.getAllByRole('link').filter((link) => link.getAttribute('href') === '/venues').map((link) => link.textContent)).toEqual(['Our venues']);
    unmount();
    const french = frenchShell();
    render(<SiteFooter locale="fr" shell={{ ...french, menus: { ...french.menus, footer: [] } }} />);
    const frenchNav = within(screen.getByRole('navigation', { name: 'Menu du pied de page' }));
    expect(frenchNav.getByRole('link', { name: 'Lieux' })).toHaveAttribute('href', '/fr/lieux');
  });

  it('posts the newsletter form (EMAIL, required, type email) in a new tab to the mailing-list address', () => {
    render(<SiteFooter locale="en" shell={englishShell()} />);
    const field = screen.getByRole('textbox', { name: 'Email address' });
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toHaveAttribute('name', 'EMAIL');
    expect(field).toBeRequired();
    const form = field.closest('form')!;
    expect(form).toHaveAttribute('action', 'https://lists.example.test/subscribe/post?u=abc&id=def');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('target', '_blank');
    expect(within(form).getByRole('button', { name: 'Subscribe (opens in a new tab)' })).toHaveAttribute('type', 'submit');
  });

  it('shows no newsletter form when the mailing-list setting is empty', () => {
    render(<SiteFooter locale="en" shell={englishShell({ settings: { mailingListUrl: null } })} />);
    expect(screen.queryByRole('textbox', { name: 'Email address' })).toBeNull();
    expect(footer().querySelector('form')).toBeNull();
  });

  it('shows the six social icons, each named, when all are configured', () => {
    render(<SiteFooter locale="en" shell={englishShell()} />);
    const social = within(screen.getByRole('region', { name: 'Follow us' }));
    const links = social.getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Facebook', 'Instagram', 'Twitter', 'SoundCloud', 'Spotify', 'YouTube']);
    expect(social.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.com/popmontreal');
    for (const link of links) expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it("draws each icon from the sprite in public/, which holds every network's mark", () => {
    render(<SiteFooter locale="en" shell={englishShell()} />);
    const sprite = readFileSync(path.join(__dirname, '../../../public/social-icons.svg'), 'utf8');
    const links = within(screen.getByRole('region', { name: 'Follow us' })).getAllByRole('link');
    for (const link of links) {
      const network = link.getAttribute('data-network');
      expect(link.querySelector('svg use')).toHaveAttribute('href', `/social-icons.svg#${network}`);
      expect(sprite).toMatch(new RegExp(`<symbol id="${network}" viewBox="0 0 24 24"><path d="M[^"]{40,}"/></symbol>`));
    }
  });

  it('shows only the configured social icons, and none at all when none is', () => {
    const { unmount } = render(
      <SiteFooter
        locale="en"
        shell={englishShell({ settings: { social: { facebook: null, instagram: '', twitter: null, soundcloud: null, spotify: null, youtube: 'https://youtube.com/pop' } } })}
      />,
    );
    const social = within(screen.getByRole('region', { name: 'Follow us' }));
    expect(social.getAllByRole('link').map((a) => a.textContent)).toEqual(['YouTube']);
    unmount();

    render(
      <SiteFooter
        locale="en"
        shell={englishShell({ settings: { social: { facebook: null, instagram: null, twitter: null, soundcloud: null, spotify: null, youtube: null } } })}
      />,
    );
    expect(screen.queryByRole('region', { name: 'Follow us' })).toBeNull();
  });

  it('prints the copyright line with the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-04T12:00:00'));
    render(<SiteFooter locale="en" shell={englishShell()} />);
    expect(footer()).toHaveTextContent('© 2031 POP Montreal. All rights reserved.');
  });

  it('is French in French', () => {
    render(<SiteFooter locale="fr" shell={frenchShell()} />);
    expect(screen.getByRole('navigation', { name: 'Menu du pied de page' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Adresse courriel' })).toHaveAttribute('name', 'EMAIL');
    expect(screen.getByRole('button', { name: 'S’abonner (s’ouvre dans un nouvel onglet)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Suivez-nous' })).toBeInTheDocument();
    expect(footer().querySelector('address')).toHaveTextContent('Téléphone 514-842-1919');
    expect(footer()).toHaveTextContent(/© \d{4} POP Montréal\. Tous droits réservés\./);
  });
});

describe('playlist player', () => {
  it('offers the playlist in the footer and mounts the Spotify embed only when asked', async () => {
    const user = userEvent.setup();
    render(<SiteFooter locale="en" shell={englishShell()} />);
    const player = within(footer()).getByTestId('playlist-player');
    // Nothing from Spotify before the visitor asks.
    expect(player.querySelector('iframe')).toBeNull();
    const toggle = within(player).getByRole('button', { name: 'Listen to our playlist' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).not.toHaveAttribute('aria-controls');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const frame = within(player).getByTitle('Our Spotify playlist');
    expect(frame).toHaveAttribute('src', 'https://open.spotify.com/embed/playlist/37i9dQZF1DXcBWIGoYBM5M');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('height', '352');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(frame);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(player.querySelector('iframe')).toBeNull();
  });

  it('renders nothing without a playlist or with an address that is not a Spotify playlist', () => {
    for (const spotifyPlaylistUrl of [null, 'https://open.spotify.com/album/37i9dQZF1DXcBWIGoYBM5M', 'https://evil.test/x']) {
      const { unmount } = render(<SiteFooter locale="en" shell={englishShell({ settings: { spotifyPlaylistUrl } })} />);
      expect(screen.queryByTestId('playlist-player')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Listen to our playlist' })).toBeNull();
      expect(footer().querySelector('iframe')).toBeNull();
      unmount();
    }
  });

  it('leaves only an empty box of the same height in the server HTML (rendered in the browser only)', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(<SiteFooter locale="en" shell={englishShell()} />);
    expect(html).toContain('<div class="min-h-12" data-testid="playlist-player"></div>');
    expect(html).not.toContain('Listen to our playlist');
    expect(html).toContain('name="EMAIL"');
    await act(async () => {});
  });

  it('is French in French', async () => {
    const user = userEvent.setup();
    render(<SiteFooter locale="fr" shell={frenchShell()} />);
    await user.click(screen.getByRole('button', { name: 'Écoutez notre liste de lecture' }));
    expect(screen.getByTitle('Notre liste de lecture Spotify')).toBeInTheDocument();
  });
});
