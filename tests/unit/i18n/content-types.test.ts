import { describe, expect, it } from 'vitest';
import {
  contentTypeByApiName,
  contentTypeByGraphqlType,
  contentTypeByTag,
  contentTypeOfItemSection,
  contentTypeOfListSection,
  contentTypeRegistry,
  contentTypes,
  itemPath,
  previewableTypes,
  translationPath,
} from '@/i18n/content-types';
import { sections } from '@/i18n/routes';

describe('content-type registry', () => {
  it('gives every type a section of the route table and a distinct tag and GraphQL type', () => {
    for (const type of contentTypes) {
      const entry = contentTypeRegistry[type];
      expect(Object.keys(sections)).toContain(entry.itemSection);
      if (entry.listSection) expect(Object.keys(sections)).toContain(entry.listSection);
    }
    const tags = contentTypes.map((type) => contentTypeRegistry[type].tag);
    expect(new Set(tags).size).toBe(tags.length);
    const graphqlTypes = contentTypes.map((type) => contentTypeRegistry[type].graphql.type);
    expect(new Set(graphqlTypes).size).toBe(graphqlTypes.length);
  });

  it('finds a type from each of its names', () => {
    expect(contentTypeByApiName('category')).toBe('about');
    expect(contentTypeByApiName('news')).toBe('news');
    expect(contentTypeByApiName('menu')).toBeUndefined();
    expect(contentTypeByTag('events')).toBe('event');
    expect(contentTypeByTag('categories')).toBe('about');
    expect(contentTypeByGraphqlType('Post')).toBe('news');
    expect(contentTypeByGraphqlType('Category')).toBeUndefined();
    expect(contentTypeOfItemSection('artist')).toBe('artist');
    expect(contentTypeOfListSection('calendar')).toBe('event');
    expect(contentTypeOfListSection('search')).toBeUndefined();
  });

  it('previews every post type but the festival sections', () => {
    expect(previewableTypes).toEqual(['event', 'artist', 'news', 'page', 'venue']);
  });
});

describe('itemPath', () => {
  it('builds item URLs from the route table in both languages', () => {
    expect(itemPath('event', 'en', { slug: 'opening-night' })).toBe('/event/opening-night');
    expect(itemPath('event', 'fr', { slug: 'soiree' })).toBe('/fr/evenement/soiree');
    expect(itemPath('artist', 'fr', { slug: 'mira' })).toBe('/fr/artiste/mira');
    expect(itemPath('news', 'fr', { slug: 'n' })).toBe('/fr/nouvelles/n');
    expect(itemPath('venue', 'en', { slug: 'club-lumen' })).toBe('/venue/club-lumen');
    expect(itemPath('venue', 'fr', { slug: 'club-lumen-fr' })).toBe('/fr/lieu/club-lumen-fr');
  });

  it('routes the festival category to the about root and others to sub-pages', () => {
    expect(itemPath('about', 'en', { slug: 'pop-montreal' })).toBe('/about');
    expect(itemPath('about', 'fr', { slug: 'pop-montreal-fr' })).toBe('/fr/a-propos');
    expect(itemPath('about', 'fr', { slug: 'cinema' })).toBe('/fr/a-propos/cinema');
  });

  it('routes top-level pages without /page, by their English slug', () => {
    expect(itemPath('page', 'en', { slug: 'contact' })).toBe('/contact');
    expect(itemPath('page', 'fr', { slug: 'contact-fr', englishSlug: 'contact' })).toBe('/fr/contact');
    expect(itemPath('page', 'fr', { slug: 'billets-et-passeports', englishSlug: 'tickets-and-passes' })).toBe('/fr/billets-et-passeports');
    expect(itemPath('page', 'en', { slug: 'privacy-policy' })).toBe('/page/privacy-policy');
    expect(itemPath('page', 'fr', { slug: 'politiques-de-confidentialite', englishSlug: 'privacy-policy' })).toBe(
      '/fr/page/politiques-de-confidentialite',
    );
    // A French page without a translation has no English slug: never a top-level route.
    expect(itemPath('page', 'fr', { slug: 'contact', englishSlug: null })).toBe('/fr/page/contact');
  });

  it('gives the translation’s path, or null without one', () => {
    expect(translationPath('event', 'en', { slug: 'opening-night', translationSlug: 'soiree' })).toBe('/fr/evenement/soiree');
    expect(translationPath('page', 'en', { slug: 'contact', translationSlug: 'contact-fr' })).toBe('/fr/contact');
    expect(translationPath('page', 'fr', { slug: 'contact-fr', translationSlug: 'contact' })).toBe('/contact');
    expect(translationPath('news', 'en', { slug: 'x', translationSlug: null })).toBeNull();
  });
});
