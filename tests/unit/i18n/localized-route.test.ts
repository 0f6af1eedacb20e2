import { describe, expect, it } from 'vitest';
import { dayFilteredListRoute, filteredListRoute, homeRoute, itemRoute, sectionRoute } from '@/i18n/localized-route';

describe('localized route', () => {
  it('maps the first segment and replaces the slug with the translation', () => {
    expect(itemRoute('event', 'en', { slug: 'opening-night', translationSlug: 'soiree-d-ouverture' })).toEqual({
      locale: 'en',
      path: '/event/opening-night',
      alternatePath: '/fr/evenement/soiree-d-ouverture',
      languageSwitchHref: '/fr/evenement/soiree-d-ouverture',
    });
    expect(itemRoute('artist', 'fr', { slug: 'mira-solenne-fr', translationSlug: 'mira-solenne' }).languageSwitchHref).toBe(
      '/artist/mira-solenne',
    );
    expect(sectionRoute('en', 'calendar')).toEqual({
      locale: 'en',
      path: '/calendar',
      alternatePath: '/fr/calendrier',
      languageSwitchHref: '/fr/calendrier',
    });
    expect(homeRoute('fr')).toEqual({ locale: 'fr', path: '/fr', alternatePath: '/', languageSwitchHref: '/' });
    expect(filteredListRoute('en', 'calendar', { slug: 'film', translationSlug: 'cinema' })).toEqual({
      locale: 'en',
      path: '/calendar?category=film',
      alternatePath: '/fr/calendrier?categorie=cinema',
      languageSwitchHref: '/fr/calendrier?categorie=cinema',
    });
  });

  it('never leads to a 404: without a translation it has no alternate and switches to the list, or home', () => {
    const event = itemRoute('event', 'en', { slug: 'x', translationSlug: null });
    expect(event.alternatePath).toBeNull();
    expect(event.languageSwitchHref).toBe('/fr/calendrier');
    expect(itemRoute('news', 'en', { slug: 'x', translationSlug: null }).languageSwitchHref).toBe('/fr/nouvelles');
    expect(itemRoute('about', 'fr', { slug: 'x', translationSlug: null }).languageSwitchHref).toBe('/about');
    expect(itemRoute('page', 'en', { slug: 'x', translationSlug: null }).languageSwitchHref).toBe('/fr');
    const filtered = filteredListRoute('fr', 'artists', { slug: 'cinema', translationSlug: null });
    expect(filtered.alternatePath).toBeNull();
    expect(filtered.languageSwitchHref).toBe('/artists');
  });

  it('keeps top-level pages at their route in both languages', () => {
    expect(itemRoute('page', 'en', { slug: 'contact', translationSlug: 'contact-fr' })).toMatchObject({
      path: '/contact',
      alternatePath: '/fr/contact',
    });
    expect(itemRoute('page', 'fr', { slug: 'contact-fr', translationSlug: 'contact' })).toMatchObject({
      path: '/fr/contact',
      alternatePath: '/contact',
    });
    expect(itemRoute('page', 'fr', { slug: 'politiques', translationSlug: 'privacy-policy' })).toMatchObject({
      path: '/fr/page/politiques',
      alternatePath: '/page/privacy-policy',
    });
  });

  it('gives the festival’s own section the about root in both languages', () => {
    expect(itemRoute('about', 'en', { slug: 'pop-montreal', translationSlug: 'pop-montreal-fr' })).toMatchObject({
      path: '/about',
      alternatePath: '/fr/a-propos',
    });
  });
});

describe('a festival day of the calendar', () => {
  it('has the same day in the other language when that language has events that day', () => {
    expect(dayFilteredListRoute('en', 'calendar', '2027-09-23', null, true)).toEqual({
      locale: 'en',
      path: '/calendar/2027-09-23',
      alternatePath: '/fr/calendrier/2027-09-23',
      languageSwitchHref: '/fr/calendrier/2027-09-23',
    });
    const music = { slug: 'musique', translationSlug: 'music' };
    expect(dayFilteredListRoute('fr', 'calendar', '2027-09-23', music, true).alternatePath).toBe('/calendar/2027-09-23?category=music');
    // No events that day in English (or no translated category): the switch goes to the English calendar.
    expect(dayFilteredListRoute('fr', 'calendar', '2027-09-27', null, false)).toMatchObject({ alternatePath: null, languageSwitchHref: '/calendar' });
    expect(dayFilteredListRoute('fr', 'calendar', '2027-09-23', { slug: 'x', translationSlug: null }, true).alternatePath).toBeNull();
  });
});
