import { describe, expect, it } from 'vitest';
import { foldText, forgivenTypos, indexedWords, queryWords, swappedLetters } from '@/features/search/folding';

describe('search folding', () => {
  it('folds case, accents and ligatures alike', () => {
    expect(['Théâtre', 'theatre', 'THEATRE', 'THÉÂTRE'].map(foldText)).toEqual(['theatre', 'theatre', 'theatre', 'theatre']);
    expect(foldText('Bélanger')).toBe('belanger');
    expect(foldText('Œuvre Sólveig Ærø')).toBe('oeuvre solveig aero');
  });

  it('splits on punctuation, drops "&", "and", "et" and single letters (elisions)', () => {
    expect(queryWords('Cedar & Salt')).toEqual(['cedar', 'salt']);
    expect(queryWords('cedar and salt')).toEqual(['cedar', 'salt']);
    expect(queryWords('Cedar et Salt')).toEqual(['cedar', 'salt']);
    expect(queryWords("Soirée d'ouverture : Mira Solenne!")).toEqual(['soiree', 'ouverture', 'mira', 'solenne']);
    expect(queryWords('Japan–Québec, 2027')).toEqual(['japan', 'quebec', '2027']);
  });

  it('indexes a hyphenated name as its parts and as one word', () => {
    expect(indexedWords('Saint-Urbain Strings')).toEqual(['saint', 'urbain', 'strings', 'sainturbain']);
    expect(indexedWords('Bruno Lachapelle-Sauvé')).toEqual(['bruno', 'lachapelle', 'sauve', 'lachapellesauve']);
    expect(indexedWords('Aunt Biscuit’s Puppet Band')).toContain('biscuits');
  });

  it('swaps neighbouring letters (a transposition is one typo to a visitor)', () => {
    expect(swappedLetters('casgrian')).toContain('casgrain');
    expect(swappedLetters('aab')).toEqual(['aba']);
  });

  it('forgives no typo under five letters, one from five, two from ten', () => {
    expect([forgivenTypos('jazz'), forgivenTypos('lumen'), forgivenTypos('ostrander'), forgivenTypos('hirondelle')]).toEqual([0, 1, 1, 2]);
  });
});
