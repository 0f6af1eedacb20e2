import { describe, expect, it } from 'vitest';
import { categoryEntries, categoryListFor, hasOwnLink, menuItemHref } from '@/components/shell/menu-model';
import type { MenuItem } from '@/queries/types';
import { telHref } from '@/components/shell/phone';
import { spotifyEmbedUrl, spotifyPlaylistId } from '@/components/shell/spotify-playlist';
import { category, menuItem } from '../fixtures/shell';

describe('categoryListFor: which menu items carry the category sub-menu', () => {
  it('gives the calendar and artist-list items their list, in both languages', () => {
    expect(categoryListFor('en', menuItem('1', 'Events', '/calendar'))).toBe('calendar');
    expect(categoryListFor('en', menuItem('2', 'Artists', '/artists/'))).toBe('artists');
    expect(categoryListFor('fr', menuItem('3', 'Événements', '/fr/calendrier'))).toBe('calendar');
    expect(categoryListFor('fr', menuItem('4', 'Artistes', '/fr/artistes'))).toBe('artists');
  });

  it('recognises WordPress archive links, mapped to the lists', () => {
    expect(categoryListFor('en', menuItem('1', 'Events', '/events/'))).toBe('calendar');
    expect(categoryListFor('fr', menuItem('2', 'Artistes', '/fr/artists/'))).toBe('artists');
  });

  it('leaves every other item alone: pages, items, filtered lists, external links', () => {
    expect(categoryListFor('en', menuItem('1', 'News', '/news'))).toBeNull();
    expect(categoryListFor('en', menuItem('2', 'An event', '/event/x', { connectedNode: { type: 'event', slug: 'x' } }))).toBeNull();
    expect(categoryListFor('en', menuItem('3', 'Music', '/calendar?category=music'))).toBeNull();
    expect(categoryListFor('en', menuItem('4', 'Elsewhere', 'https://example.test/calendar'))).toBeNull();
    expect(categoryListFor('en', menuItem('5', 'Group', '#'))).toBeNull();
  });
});

describe('hasOwnLink', () => {
  it('is false for grouping items (# or empty) and true for real paths', () => {
    expect(hasOwnLink('#')).toBe(false);
    expect(hasOwnLink('')).toBe(false);
    expect(hasOwnLink('#top')).toBe(false);
    expect(hasOwnLink('/about')).toBe(true);
    expect(hasOwnLink('https://example.test/')).toBe(true);
  });
});

describe('categoryEntries', () => {
  it("puts the festival's own category first, labelled with the music festival's name", () => {
    const entries = categoryEntries('en', [category('music', 'Music'), category('pop-montreal', 'Pop Montreal (category)')]);
    expect(entries.map((e) => [e.category.slug, e.label])).toEqual([
      ['pop-montreal', 'POP Montreal'],
      ['music', 'Music'],
    ]);
  });

  it("uses the French festival slug and name in French", () => {
    const entries = categoryEntries('fr', [category('pop-montreal', 'x'), category('pop-montreal-fr', 'y')]);
    expect(entries[0]).toMatchObject({ label: 'POP Montréal', category: { slug: 'pop-montreal-fr' } });
    expect(entries[1]).toMatchObject({ label: 'x' });
  });
});

describe('spotifyPlaylistId', () => {
  it('accepts a playlist URL, with or without a query', () => {
    expect(spotifyPlaylistId('https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M')).toBe('37i9dQZF1DXcBWIGoYBM5M');
    expect(spotifyPlaylistId(' https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M?si=a1b2c3&x=1 ')).toBe(
      '37i9dQZF1DXcBWIGoYBM5M',
    );
  });

  it.each([
    null,
    '',
    'not a url',
    'http://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M',
    'https://open.spotify.com/album/37i9dQZF1DXcBWIGoYBM5M',
    'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5',
    'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5MX',
    'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYB-5M',
    'https://open.spotify.com.evil.test/playlist/37i9dQZF1DXcBWIGoYBM5M',
    'https://evil.test/?https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M',
    'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M/../../x',
    'https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M#frag',
  ])('refuses %s', (url) => {
    expect(spotifyPlaylistId(url)).toBeNull();
  });

  it('builds the embed address', () => {
    expect(spotifyEmbedUrl('37i9dQZF1DXcBWIGoYBM5M')).toBe('https://open.spotify.com/embed/playlist/37i9dQZF1DXcBWIGoYBM5M');
  });
});

describe('telHref', () => {
  it('keeps digits and a leading plus', () => {
    expect(telHref('514-842-1919')).toBe('tel:5148421919');
    expect(telHref('+1 (514) 842 1919')).toBe('tel:+15148421919');
  });

  it('turns an extension into ;ext=', () => {
    expect(telHref('514 842-1919 ext. 22')).toBe('tel:5148421919;ext=22');
    expect(telHref('514 842-1919 poste 22')).toBe('tel:5148421919;ext=22');
  });

  it('is null without digits', () => {
    expect(telHref('n/a')).toBeNull();
  });
});

describe('menuItemHref: where a menu item leads on this site', () => {
  const item = (overrides: Partial<MenuItem>): MenuItem => ({
    id: '1', label: 'x', path: '/', external: false, connectedNode: null, children: [], ...overrides,
  });

  it.each([
    [item({ connectedNode: { type: 'event', slug: 'soiree' } }), 'fr', '/fr/evenement/soiree'],
    [item({ connectedNode: { type: 'page', slug: 'contact-fr', englishSlug: 'contact' } }), 'fr', '/fr/contact'],
    [item({ connectedNode: { type: 'about', slug: 'pop-montreal' } }), 'en', '/about'],
    [item({ connectedNode: { type: 'category', slug: 'film' } }), 'en', '/calendar?category=film'],
    [item({ path: '/fr/calendrier/' }), 'fr', '/fr/calendrier'],
    [item({ path: '/fr/events/' }), 'fr', '/fr/calendrier'],
    [item({ path: '/artists/' }), 'en', '/artists'],
    [item({ path: '/en/events/' }), 'en', '/calendar'],
    [item({ path: '/constructor/' }), 'en', '/constructor'],
    [item({ path: '/fr/toString' }), 'fr', '/fr/toString'],
    [item({ path: 'https://shop.example.com/', external: true }), 'en', 'https://shop.example.com/'],
  ] as const)('menuItemHref %#', (menuItem, locale, expected) => {
    expect(menuItemHref(locale, menuItem)).toBe(expected);
  });
});
