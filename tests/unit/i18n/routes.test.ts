import { describe, expect, it } from 'vitest';
import { en } from '@/i18n/dictionaries/en';
import { fr } from '@/i18n/dictionaries/fr';
import { categoryFilterPath } from '@/i18n/links';
import { sectionPath, sections } from '@/i18n/routes';

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
});

describe('category filter links', () => {
  it('uses each language’s filter parameter', () => {
    expect(categoryFilterPath('en', 'calendar', 'film')).toBe('/calendar?category=film');
    expect(categoryFilterPath('fr', 'artists', 'cinema')).toBe('/fr/artistes?categorie=cinema');
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
