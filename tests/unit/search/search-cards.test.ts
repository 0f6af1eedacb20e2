import { describe, expect, it } from 'vitest';
import { aboutCard, eventCard, newsCard, pageCard, venueCard } from '@/features/search/search-cards';
import type { NewsPost, Page, PopCategory } from '@/queries/types';
import { eventFixture } from '../fixtures/events';

const event = eventFixture;

const page = (slug: string, translationSlug: string | null = null): Page => ({
  id: slug,
  slug,
  title: slug,
  content: '',
  image: { url: 'https://cdn.test/p.jpg', alt: 'A page', width: 10, height: 10 },
  translationSlug,
});

const news = (slug: string): NewsPost => ({
  id: slug,
  slug,
  title: slug,
  content: '',
  date: '2027-08-01T09:15:00',
  author: null,
  intro: null,
  related: [],
  newsTypes: [],
  categories: [],
  image: null,
  translationSlug: null,
});

const popCategory = (slug: string): PopCategory => ({
  id: `pc-${slug}`,
  slug,
  title: slug,
  image: null,
  subtitle: null,
  about: [],
  translationSlug: null,
});

describe('search cards', () => {
  it('formats event dates in the spec formats, from the new date when there is one', () => {
    const en = [eventCard('en', event('a')), eventCard('en', event('b', { newDate: '2027-10-01T19:00:00' }))];
    expect(en.map(({ date, time, newDate }) => ({ date, time, newDate }))).toEqual([
      { date: 'Sep 22, 2027', time: '8:30 pm', newDate: false },
      { date: 'Oct 1, 2027', time: '7:00 pm', newDate: true },
    ]);
    expect(eventCard('fr', event('a'))).toMatchObject({ date: '22 sept., 2027', time: '8:30 pm', href: '/fr/evenement/a' });
  });

  it('says a cancelled event is cancelled (and only a cancelled one)', () => {
    expect(eventCard('en', event('a', { buttonState: 'cancelled' })).cancelled).toBe(true);
    expect(eventCard('en', event('a', { buttonState: 'postponed' })).cancelled).toBe(false);
  });

  it('shows the placeholder image when an item has none', () => {
    expect(eventCard('en', event('a')).image).toEqual({ url: '/placeholder.svg', alt: '' });
    expect(pageCard('en', page('b')).image).toEqual({ url: 'https://cdn.test/p.jpg', alt: 'A page' });
  });

  it('news shows its date without a time', () => {
    expect(newsCard('en', news('n'))).toMatchObject({ href: '/news/n', date: 'Aug 1, 2027', time: null });
  });

  it('links with the route table; the festival-name slug goes to the section root', () => {
    expect(eventCard('en', event('pop-montreal')).href).toBe('/calendar');
    expect(newsCard('en', news('pop-montreal')).href).toBe('/news');
    expect([page('contact'), page('privacy-policy'), page('pop-montreal')].map((p) => pageCard('en', p).href)).toEqual(['/contact', '/page/privacy-policy', '/about']);
    expect([page('nous-joindre', 'contact'), page('pop-montreal-fr')].map((p) => pageCard('fr', p).href)).toEqual(['/fr/contact', '/fr/a-propos']);
    expect([popCategory('cinema'), popCategory('pop-montreal-fr')].map((c) => aboutCard('fr', c))).toMatchObject([
      { kind: 'about', href: '/fr/a-propos/cinema' },
      { kind: 'about', href: '/fr/a-propos' },
    ]);
  });

  it('a venue links to its page', () => {
    expect(venueCard('fr', { id: 'v', databaseId: 1, slug: 'club-lumen-fr', title: 'Club Lumen', content: '', excerpt: null, image: null, translationSlug: 'club-lumen', streetAddress: null, geo: null, access: {}, transit: null, gettingThere: null })).toMatchObject({
      kind: 'venue',
      href: '/fr/lieu/club-lumen-fr',
    });
  });
});
