import { describe, expect, it } from 'vitest';
import { en } from '@/i18n/dictionaries/en';
import { fr } from '@/i18n/dictionaries/fr';
import { buildLanguageSwitchHref } from '@/i18n/language-switch';
import { aboutPath, categoryFilterPath, menuItemHref, pagePath } from '@/i18n/links';
import { resolvePublicPath, sectionPath, sections } from '@/i18n/routes';
import type { MenuItem } from '@/queries/types';

describe('route table', () => {
  it('matches the spec table for both languages', () => {
    expect(sectionPath('en', 'event', 'x')).toBe('/event/x');
    expect(sectionPath('fr', 'event', 'y')).toBe('/fr/evenement/y');
    expect(sectionPath('fr', 'calendar')).toBe('/fr/calendrier');
    expect(sectionPath('fr', 'artists')).toBe('/fr/artistes');
    expect(sectionPath('fr', 'artist', 'z')).toBe('/fr/artiste/z');
    expect(sectionPath('fr', 'news', 'n')).toBe('/fr/nouvelles/n');
    expect(sectionPath('fr', 'about')).toBe('/fr/a-propos');
    expect(sectionPath('fr', 'page', 'p')).toBe('/fr/page/p');
    expect(sectionPath('fr', 'partnersAndSponsors')).toBe('/fr/partenaires-et-commanditaires');
    expect(sectionPath('fr', 'mediaAndPress')).toBe('/fr/medias-et-presse');
    expect(sectionPath('fr', 'ticketsAndPasses')).toBe('/fr/billets-et-passeports');
    expect(sectionPath('fr', 'festivalSchedule')).toBe('/fr/programme-du-festival');
    expect(sectionPath('en', 'contact')).toBe('/contact');
  });

  it('gives every section distinct segments within a language, except news list/item by depth', () => {
    for (const locale of ['en', 'fr'] as const) {
      const segments = Object.values(sections).map((s) => s[locale]);
      expect(new Set(segments).size).toBe(segments.length);
    }
  });

  it.each([
    ['/', { locale: 'en', internalPath: '/' }],
    ['/fr', { locale: 'fr', internalPath: '/' }],
    ['/event/opening-night', { locale: 'en', internalPath: '/event/opening-night' }],
    ['/fr/evenement/soiree-d-ouverture', { locale: 'fr', internalPath: '/event/soiree-d-ouverture' }],
    ['/fr/partenaires-et-commanditaires', { locale: 'fr', internalPath: '/partners-and-sponsors' }],
    ['/fr/a-propos/cinema', { locale: 'fr', internalPath: '/about/cinema' }],
    ['/fr/event/x', null],
    ['/evenement/x', null],
    ['/nowhere', null],
  ])('resolvePublicPath(%s)', (path, expected) => {
    expect(resolvePublicPath(path)).toEqual(expected);
  });
});

describe('links', () => {
  it('routes the festival category to the about root and others to sub-pages', () => {
    expect(aboutPath('en', 'pop-montreal')).toBe('/about');
    expect(aboutPath('fr', 'pop-montreal-fr')).toBe('/fr/a-propos');
    expect(aboutPath('fr', 'cinema')).toBe('/fr/a-propos/cinema');
  });

  it('routes top-level pages without /page, by their English slug', () => {
    expect(pagePath('en', 'contact')).toBe('/contact');
    expect(pagePath('fr', 'contact-fr', 'contact')).toBe('/fr/contact');
    expect(pagePath('fr', 'billets-et-passeports', 'tickets-and-passes')).toBe('/fr/billets-et-passeports');
    expect(pagePath('en', 'privacy-policy')).toBe('/page/privacy-policy');
    expect(pagePath('fr', 'politiques-de-confidentialite', 'privacy-policy')).toBe('/fr/page/politiques-de-confidentialite');
  });

  it('uses each language’s filter parameter', () => {
    expect(categoryFilterPath('en', 'calendar', 'film')).toBe('/calendar?category=film');
    expect(categoryFilterPath('fr', 'artists', 'cinema')).toBe('/fr/artistes?categorie=cinema');
  });

  const item = (overrides: Partial<MenuItem>): MenuItem => ({
    id: '1', label: 'x', path: '/', external: false, connectedNode: null, children: [], ...overrides,
  });

  it.each([
    [item({ connectedNode: { type: 'event', slug: 'soiree' } }), 'fr', '/fr/evenement/soiree'],
    [item({ connectedNode: { type: 'page', slug: 'contact-fr', englishSlug: 'contact' } }), 'fr', '/fr/contact'],
    [item({ connectedNode: { type: 'category', slug: 'film' } }), 'en', '/calendar?category=film'],
    [item({ path: '/fr/calendrier/' }), 'fr', '/fr/calendrier'],
    [item({ path: '/fr/events/' }), 'fr', '/fr/calendrier'],
    [item({ path: '/artists/' }), 'en', '/artists'],
    [item({ path: 'https://shop.example.com/', external: true }), 'en', 'https://shop.example.com/'],
  ] as const)('menuItemHref %#', (menuItem, locale, expected) => {
    expect(menuItemHref(locale, menuItem)).toBe(expected);
  });
});

describe('language switch', () => {
  it('maps the first segment and replaces the slug with the translation', () => {
    expect(buildLanguageSwitchHref('en', { kind: 'item', type: 'event', translationSlug: 'soiree-d-ouverture' })).toBe(
      '/fr/evenement/soiree-d-ouverture',
    );
    expect(buildLanguageSwitchHref('fr', { kind: 'item', type: 'artist', translationSlug: 'mira-solenne' })).toBe(
      '/artist/mira-solenne',
    );
    expect(buildLanguageSwitchHref('en', { kind: 'section', section: 'calendar' })).toBe('/fr/calendrier');
    expect(buildLanguageSwitchHref('fr', { kind: 'home' })).toBe('/');
    expect(buildLanguageSwitchHref('en', { kind: 'filtered', list: 'calendar', translationSlug: 'cinema' })).toBe(
      '/fr/calendrier?categorie=cinema',
    );
  });

  it('never leads to a 404: without a translation it goes to the list, or home', () => {
    expect(buildLanguageSwitchHref('en', { kind: 'item', type: 'event', translationSlug: null })).toBe('/fr/calendrier');
    expect(buildLanguageSwitchHref('en', { kind: 'item', type: 'news', translationSlug: null })).toBe('/fr/nouvelles');
    expect(buildLanguageSwitchHref('en', { kind: 'item', type: 'page', translationSlug: null })).toBe('/fr');
  });

  it('keeps top-level pages at their route in the other language', () => {
    expect(
      buildLanguageSwitchHref('en', { kind: 'item', type: 'page', translationSlug: 'contact-fr', translationEnglishSlug: 'contact' }),
    ).toBe('/fr/contact');
  });
});

describe('dictionaries', () => {
  it('have the same keys in both languages, with no empty string', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
        : [`${prefix.slice(0, -1)}:${value === '' ? 'EMPTY' : 'ok'}`];
    expect(keys(fr)).toEqual(keys(en));
  });
});
