/**
 * How search reads text, the same in the browser and on the server: what a visitor types and what
 * the index holds are folded alike, so that "THÉÂTRE", "theatre" and "Théâtre" are one word,
 * "saint urbain", "Saint-Urbain" and "sainturbain" find each other, and "&", "and" and "et" never
 * decide a match. No dependencies: this runs in the search panel's chunk.
 */

/** Letters that do not decompose into a base letter and a mark. */
const ligatures: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd', ı: 'i' };
const ligaturePattern = new RegExp(`[${Object.keys(ligatures).join('')}]`, 'g');

/** Lower case, accents and ligatures gone: `Bélanger` → `belanger`, `Œuvre` → `oeuvre`. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(ligaturePattern, (letter) => ligatures[letter] ?? letter);
}

/**
 * Words that never decide a match: the three spellings of "and" (a band is "Cedar & Salt" on its
 * poster and "cedar and salt" in a visitor's thumbs). Single letters are dropped too (French
 * elisions: "d'ouverture", "l'écoute"), since as prefixes they would match half the programme.
 */
const ignoredWords = new Set(['and', 'et']);

/** A word of the folded text worth indexing or searching, or null. */
export function keptWord(word: string): string | null {
  if (word.length < 2 && !/\d/.test(word)) return null;
  return ignoredWords.has(word) ? null : word;
}

/** Letters and digits make words; everything else (spaces, punctuation, "&", "+", apostrophes) separates them. */
const separator = /[^\p{L}\p{N}]+/u;

/** A query's words, folded, in the order typed. */
export function queryWords(text: string): string[] {
  return foldText(text)
    .split(separator)
    .flatMap((word) => keptWord(word) ?? []);
}

/**
 * An indexed text's words, folded: each word, and for a name written with hyphens or
 * apostrophes its parts joined too (`Saint-Urbain` → saint, urbain, sainturbain;
 * `Lachapelle-Sauvé` → …, lachapellesauve), so that a visitor who types it as one word finds it.
 */
export function indexedWords(text: string): string[] {
  const folded = foldText(text);
  const words = folded.split(separator).flatMap((word) => keptWord(word) ?? []);
  const compounds = folded.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)+/gu) ?? [];
  for (const compound of compounds) {
    const joined = compound.replace(/['’-]/g, '');
    if (keptWord(joined)) words.push(joined);
  }
  return words;
}

/**
 * The typos forgiven in a word: none under five letters (too many short words are one letter
 * apart), one from five, two from ten.
 */
export function forgivenTypos(word: string): number {
  if (word.length >= 10) return 2;
  return word.length >= 5 ? 1 : 0;
}

/**
 * A word with two neighbouring letters swapped, each way ("casgrian" → …, "casgrain"): the
 * commonest typo on a phone, which edit distance counts as two.
 */
export function swappedLetters(word: string): string[] {
  const variants = new Set<string>();
  for (let i = 0; i < word.length - 1; i += 1) {
    if (word[i] !== word[i + 1]) variants.add(`${word.slice(0, i)}${word[i + 1]}${word[i]}${word.slice(i + 2)}`);
  }
  return [...variants];
}
