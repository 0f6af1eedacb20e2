/**
 * The small formatting rules the resolvers rely on.
 */
import { describe, expect, it } from 'vitest';
import { cursorFor, fromGlobalId, parseCursor, toDatabaseId, toGlobalId } from '../../../cms/graphql/ids';
import { normalizeUri } from '../../../cms/graphql/uris';
import { foldForSearch, matchesSearch, parseSearchTerms, renderExcerpt, stripHtml, toAcfDateTime, toWpDate } from '../../../cms/graphql/text-format';

describe('dates', () => {
  it('formats ACF date-times as WPGraphQL for ACF 2.x does (wall clock labelled +00:00)', () => {
    expect(toAcfDateTime('2027-09-22 20:30:00')).toBe('2027-09-22T20:30:00+00:00');
    expect(toAcfDateTime('2027-09-22 20:30')).toBe('2027-09-22T20:30:00+00:00');
    expect(toAcfDateTime('')).toBeNull();
    expect(toAcfDateTime(null)).toBeNull();
    expect(toAcfDateTime('next tuesday')).toBeNull();
  });

  it('formats post dates without offset', () => {
    expect(toWpDate('2026-11-21 05:28:37')).toBe('2026-11-21T05:28:37');
  });
});

describe('search text', () => {
  it('strips markup, decodes entities and folds case and accents', () => {
    expect(stripHtml('<p>Soir&eacute;e d&#8217;<b>ouverture</b></p><script>evil()</script>')).toContain('d’ ouverture');
    expect(stripHtml('<script>evil()</script>ok')).not.toContain('evil');
    expect(foldForSearch('Élan MUSICAL Ça')).toBe('elan musical ca');
  });

  it('parses words, quoted phrases and exclusions like WordPress', () => {
    expect(parseSearchTerms('Jazz  "Grande Scène", -Brouillon')).toEqual({ include: ['jazz', 'grande scene'], exclude: ['brouillon'] });
    const terms = parseSearchTerms('jazz scene');
    const columns = (content: string) => ({ title: '', excerpt: '', content });
    expect(matchesSearch(columns('jazz on the main scene'), terms)).toBe(true);
    expect(matchesSearch(columns('jazz only'), terms)).toBe(false);
    // Each term may be in another column; an excluded term in any column rules the post out.
    expect(matchesSearch({ title: 'jazz', excerpt: '', content: '<p>scene</p>' }, terms)).toBe(true);
    expect(matchesSearch({ title: 'jazz scene', excerpt: 'draft', content: '' }, parseSearchTerms('jazz -draft'))).toBe(false);
  });

  it('renders the automatic excerpt from the first 55 words', () => {
    const long = `<p>${Array.from({ length: 60 }, (_, i) => `w${i}`).join(' ')}</p>`;
    expect(renderExcerpt(undefined, long)).toBe(`<p>${Array.from({ length: 55 }, (_, i) => `w${i}`).join(' ')} [&hellip;]</p>\n`);
    expect(renderExcerpt('Manual.', long)).toBe('<p>Manual.</p>\n');
    expect(renderExcerpt(undefined, '')).toBeNull();
  });
});

describe('ids and cursors', () => {
  it('round-trips global ids and cursors in WPGraphQL format', () => {
    expect(toGlobalId('post', 19)).toBe('cG9zdDoxOQ==');
    expect(toGlobalId('term', 9)).toBe('dGVybTo5');
    expect(fromGlobalId('dGVybTo5')).toEqual({ kind: 'term', databaseId: 9 });
    expect(fromGlobalId('garbage!')).toBeNull();
    expect(cursorFor(19)).toBe('YXJyYXljb25uZWN0aW9uOjE5');
    expect(parseCursor('YXJyYXljb25uZWN0aW9uOjE5', 'after')).toBe(19);
    expect(() => parseCursor('YXJyYXljb25uZWN0aW9uOjE5x', 'after')).toThrow(/not a valid cursor/);
    expect(toDatabaseId('cG9zdDoxOQ==', 'post')).toBe(19);
    expect(toDatabaseId('cG9zdDoxOQ==', 'term')).toBeNull();
    expect(toDatabaseId('42', 'term')).toBe(42);
  });

  it('normalises URIs and URLs of the content server only', () => {
    expect(normalizeUri('/fr/events/soiree', 'http://localhost:4000')).toBe('/fr/events/soiree/');
    expect(normalizeUri('http://LOCALHOST:4000/a/b?x#y', 'http://localhost:4000')).toBe('/a/b/');
    expect(normalizeUri('https://elsewhere.example/a/', 'http://localhost:4000')).toBeNull();
    expect(normalizeUri('/caf%C3%A9', 'http://localhost:4000')).toBe('/café/');
  });
});
