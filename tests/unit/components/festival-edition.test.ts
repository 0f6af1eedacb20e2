import { describe, expect, it } from 'vitest';
import { artistCount, festivalEdition, lineup } from '@/components/home/festival-edition';
import type { ItemRef } from '@/queries/types';
import { eventFixture } from '../fixtures/events';

const artist = (slug: string): ItemRef => ({ id: slug, slug, title: slug.toUpperCase() });
const at = (slug: string, showAt: string, artists: string[] = []) => eventFixture(slug, { showAt, artists: artists.map(artist) });
const beforeFestival = new Date('2027-06-01T12:00:00Z');

describe('festivalEdition', () => {
  it('spans the first to the last festival day, a show after midnight counting for the night before', () => {
    const edition = festivalEdition(
      [at('b', '2027-09-24T20:00:00'), at('a', '2027-09-22T20:30:00'), at('late', '2027-09-27T01:30:00')],
      beforeFestival,
    );
    expect(edition).toMatchObject({ firstDay: '2027-09-22', lastDay: '2027-09-26', dayCount: 5 });
    expect(edition!.events.map((e) => e.slug)).toEqual(['a', 'b', 'late']);
  });

  it('is the run with the most events that is not over, not a one-off show before it', () => {
    const events = [
      at('spring', '2027-04-10T20:00:00'),
      at('past-1', '2026-09-23T20:00:00'),
      at('past-2', '2026-09-24T20:00:00'),
      ...['22', '23', '24'].map((day) => at(`f${day}`, `2027-09-${day}T20:00:00`)),
    ];
    expect(festivalEdition(events, new Date('2027-03-01T12:00:00Z'))).toMatchObject({ firstDay: '2027-09-22', lastDay: '2027-09-24' });
  });

  it('is the latest run once every edition is over (an archive between editions)', () => {
    const events = [at('a', '2026-09-23T20:00:00'), at('b', '2027-09-22T20:00:00'), at('c', '2027-09-23T20:00:00')];
    expect(festivalEdition(events, new Date('2027-11-01T12:00:00Z'))).toMatchObject({ firstDay: '2027-09-22', lastDay: '2027-09-23' });
  });

  it('is null without dated events', () => {
    expect(festivalEdition([eventFixture('undated', { showAt: null })], beforeFestival)).toBeNull();
  });
});

describe('lineup', () => {
  const events = [
    at('one', '2027-09-22T20:00:00', ['headliner-a', 'opener-x']),
    at('two', '2027-09-23T20:00:00', ['headliner-b', 'opener-y', 'headliner-a']),
    at('three', '2027-09-24T20:00:00', ['unpublished', 'opener-z']),
  ];
  const published = new Set(['headliner-a', 'headliner-b', 'opener-x', 'opener-y', 'opener-z']);

  it('puts the top of each bill first, in show order, then the others, each artist once', () => {
    expect(lineup(events, published, 10).map((e) => [e.artist.slug, e.headliner])).toEqual([
      ['headliner-a', true],
      ['headliner-b', true],
      ['opener-x', false],
      ['opener-y', false],
      ['opener-z', false],
    ]);
  });

  it('stops at the limit and counts only artists with a page', () => {
    expect(lineup(events, published, 2)).toHaveLength(2);
    expect(artistCount(events, published)).toBe(5);
  });
});
