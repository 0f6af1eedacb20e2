import { describe, expect, it } from 'vitest';
import { groupByLetter, indexLetterOf, indexLetters } from '@/features/filters/lineup';
import type { Artist } from '@/queries/types';

describe('the A–Z letter of a name', () => {
  it.each([
    ['Émilie Roy', 'E'],
    ['éclats', 'E'],
    ['Ça Marche', 'C'],
    ['Øystein Trio', 'O'],
    ['Œuvre Noire', 'O'],
    ['Æther', 'A'],
    ['Łucja', 'L'],
    ['Ñandú', 'N'],
    ["'Til Dawn", 'T'],
    ['« Les Sœurs »', 'L'],
    ['2 Many DJs', '#'],
    ['Ωmega', '#'],
    ['mira solenne', 'M'],
  ])('%s is under %s', (name, letter) => {
    expect(indexLetterOf(name)).toBe(letter);
  });
});

describe('the A–Z groups', () => {
  const artist = (title: string) => ({ id: title, slug: title, title }) as Artist;
  const artists = ['Zoë', 'Émile', 'eve', 'Ève', 'Adam', '808 State', 'Élan'].map(artist);

  it('hold every artist once, under its letter, by name in the language’s order; every letter is listed', () => {
    const groups = groupByLetter(artists, 'fr');
    expect(groups.map((group) => group.letter)).toEqual([...indexLetters]);
    expect(groups.flatMap((group) => group.artists)).toHaveLength(artists.length);
    expect(new Set(groups.flatMap((group) => group.artists.map((a) => a.id))).size).toBe(artists.length);
    const of = (letter: string) => groups.find((group) => group.letter === letter)!.artists.map((a) => a.title);
    expect(of('E')).toEqual(['Élan', 'Émile', 'eve', 'Ève']);
    expect(of('Z')).toEqual(['Zoë']);
    expect(of('#')).toEqual(['808 State']);
    expect(of('B')).toEqual([]);
  });
});
