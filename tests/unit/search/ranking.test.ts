import { describe, expect, it } from 'vitest';
import { buildSearchIndex, SearchIndex } from '@/features/search/search-index';
import type { SearchCard } from '@/features/search/search-contract';
import type { SearchDocument } from '@/features/search/index-documents';

function card(id: string, extra: Partial<SearchCard> = {}): SearchCard {
  return { id, kind: 'event', title: id, slug: id, href: `/event/${id}`, image: { url: '/placeholder.svg', alt: '' }, icons: [], venue: null, venuePath: null, dateTime: null, date: null, time: null, newDate: false, cancelled: false, ...extra };
}

function index(items: Array<[Omit<SearchDocument, 'id'>, SearchCard]>): SearchIndex {
  return new SearchIndex(buildSearchIndex('en', items.map(([document], id) => ({ id, ...document })), items.map(([, c]) => c)));
}

const doc = (fields: Partial<Omit<SearchDocument, 'id'>>): Omit<SearchDocument, 'id'> => ({ title: '', otherTitle: '', names: '', categories: '', body: '', ...fields });
const now = '2027-09-24T12:00:00';
const titles = (cards: SearchCard[]) => cards.map((c) => c.id);

describe('search ranking', () => {
  it('a title match first, then an artist or venue name, then a category, then the text (whatever the dates)', () => {
    const search = index([
      [doc({ title: 'Quiet Night', body: 'lumen' }), card('in-text', { dateTime: '2027-09-24T13:00:00' })],
      [doc({ title: 'Dance Party', categories: 'Lumen Series' }), card('in-category', { dateTime: '2027-09-24T14:00:00' })],
      [doc({ title: 'Late Show', names: 'Club Lumen' }), card('at-venue', { dateTime: '2027-09-24T15:00:00' })],
      [doc({ title: 'Lumen Live' }), card('in-title', { dateTime: '2027-09-24T16:00:00' })],
    ]);
    expect(titles(search.search('lumen', now).events)).toEqual(['in-title', 'at-venue', 'in-category', 'in-text']);
  });

  it('the other language’s title counts as a title', () => {
    const search = index([
      [doc({ title: 'Late Show', names: 'Ouverture Band' }), card('named')],
      [doc({ title: 'Opening Night', otherTitle: "Soirée d'ouverture" }), card('translated')],
    ]);
    expect(titles(search.search('ouverture', now).events)).toEqual(['translated', 'named']);
  });

  it('among equals, what is still to come before what is past, each in time order', () => {
    const search = index([
      [doc({ title: 'Lumen Sunday' }), card('sun', { dateTime: '2027-09-26T21:00:00' })],
      [doc({ title: 'Lumen Wednesday' }), card('wed', { dateTime: '2027-09-22T21:00:00' })],
      [doc({ title: 'Lumen Saturday' }), card('sat', { dateTime: '2027-09-25T21:00:00' })],
      [doc({ title: 'Lumen Thursday' }), card('thu', { dateTime: '2027-09-23T21:00:00' })],
    ]);
    expect(titles(search.search('lumen', now).events)).toEqual(['sat', 'sun', 'wed', 'thu']);
  });

  it('found as typed before found through a typo', () => {
    const search = index([
      [doc({ title: 'Salle Mirabella' }), card('typo', { dateTime: '2027-09-22T21:00:00' })],
      [doc({ title: 'Salle Mirabelle' }), card('exact', { dateTime: '2027-09-26T21:00:00' })],
    ]);
    expect(titles(search.search('mirabelle', '2027-09-01T00:00:00').events)).toEqual(['exact', 'typo']);
  });

  it('every word must be found; when no item has them all, items with more of them first', () => {
    const search = index([
      [doc({ title: 'Jazz Brunch' }), card('jazz')],
      [doc({ title: 'Jazz Nuit Blanche' }), card('both')],
      [doc({ title: 'Nuit Blanche' }), card('nuit')],
    ]);
    expect(titles(search.search('jazz nuit', now).events)).toEqual(['both']);
    expect(titles(search.search('jazz zzzzzz', now).events)).toEqual(['jazz', 'both']);
  });

  it('sorts each section on its own', () => {
    const search = index([
      [doc({ title: 'Mira Solenne' }), card('artist', { kind: 'artist' })],
      [doc({ title: 'Opening Night', names: 'Mira Solenne' }), card('event')],
      [doc({ title: 'Salle Mira' }), card('venue', { kind: 'venue' })],
    ]);
    const results = search.search('mira', now);
    expect([titles(results.events), titles(results.artists), titles(results.venues), titles(results.news)]).toEqual([['event'], ['artist'], ['venue'], []]);
  });
});
