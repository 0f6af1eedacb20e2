/**
 * Every file or folder of the repository that a doc or a code comment names exists: a newcomer
 * who follows a comment's "see lib/…" must find it. It reads what is in the tree now (files git
 * tracks or would track), so a path another change adds together with its file passes.
 *
 * What counts as a named path: in Markdown, the whole text and its relative links; in code, the
 * comments (found by TypeScript's parser, so a `//` inside a string or a regular expression is no
 * comment); in CSS, its comments; in the Dockerfile and shell scripts, `#` lines. A path is a
 * top-level folder of the repository followed by `/` (`lib/sanitize.ts`, `cms/seed/`, also as the
 * `@/` alias writes it), or one starting with `./` or `../`, read from the naming file's folder; a
 * module named without its extension (`queries/adapter`) is found with it. A segment holding a
 * placeholder (`app/[locale]/<section>/`, `i18n/dictionaries/{en,fr}.ts`) is cut off before it.
 * Paths git ignores (build output such as `public/sw.js`) are not looked for.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');

function git(args: string[], input?: string): string {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8', input, maxBuffer: 64 * 1024 * 1024 });
}

const files = git(['ls-files', '--cached', '--others', '--exclude-standard'])
  .split('\n')
  .filter((file) => file !== '' && existsSync(path.join(root, file)) && statSync(path.join(root, file)).isFile());

/** The repository's top-level folders: a path naming one of them is a repository path. */
const topFolders = [...new Set(files.filter((file) => file.includes('/')).map((file) => file.split('/')[0]!))];

const scriptKinds: Record<string, ts.ScriptKind> = {
  '.ts': ts.ScriptKind.TS,
  '.mts': ts.ScriptKind.TS,
  '.tsx': ts.ScriptKind.TSX,
  '.js': ts.ScriptKind.JS,
  '.mjs': ts.ScriptKind.JS,
  '.cjs': ts.ScriptKind.JS,
};

/** Generated or copied from elsewhere: their comments are not the project's words. */
const notOurs = [/^queries\/generated\//, /^reference\//, /^cms\/schema\/schema\.graphql$/, /^public\//];

/** The comments of a script, each with the line it starts on. */
function scriptComments(file: string, text: string, kind: ts.ScriptKind): Array<{ text: string; line: number }> {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Map<number, { text: string; line: number }>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) {
      if (!seen.has(range.pos)) seen.set(range.pos, { text: text.slice(range.pos, range.end), line: source.getLineAndCharacterOfPosition(range.pos).line + 1 });
    }
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    // JSX text holds `{/* … */}` comments as expressions without a node of their own.
    node.forEachChild(visit);
  };
  visit(source);
  collect(ts.getLeadingCommentRanges(text, source.endOfFileToken.getFullStart()));
  for (const match of text.matchAll(/\{\/\*[\s\S]*?\*\/\}/g)) {
    if (!seen.has(match.index + 1)) seen.set(match.index + 1, { text: match[0], line: text.slice(0, match.index).split('\n').length });
  }
  return [...seen.values()];
}

/** The passages of a file where it names paths, each with its first line. */
function namingPassages(file: string, text: string): Array<{ text: string; line: number }> {
  const extension = path.extname(file);
  if (extension === '.md') return [{ text, line: 1 }];
  const kind = scriptKinds[extension];
  if (kind !== undefined) return scriptComments(file, text, kind);
  if (extension === '.css') return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({ text: m[0], line: text.slice(0, m.index).split('\n').length }));
  if (path.basename(file) === 'Dockerfile' || /^#!.*\b(ba)?sh\b/.test(text)) {
    return text.split('\n').flatMap((line, index) => (/^\s*#/.test(line) ? [{ text: line, line: index + 1 }] : []));
  }
  return [];
}

/** A path segment: names, dots and dashes, and route parameters in brackets (`[locale]`). */
const segment = String.raw`(?:\[[\w.-]+\]|[\w@.-])+`;
const pathPattern = new RegExp(
  String.raw`(?<![\w@./\\-])(?:@/)?((?:\.\.?/)+${segment}(?:/${segment})*/?|(?:${topFolders.map((f) => f.replace(/[.]/g, '\\.')).join('|')})/(?:${segment}(?:/${segment})*/?)?)`,
  'g',
);
/** How a module named without its extension is found. */
const moduleExtensions = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.d.mts'];
/** What follows a path when its last segment is a placeholder's beginning (`cms/seed/{type}.ts`, `features/x-${y}`). */
const placeholderNext = /^[<{*…$%]/;

interface NamedPath {
  file: string;
  line: number;
  named: string;
  resolved: string;
}

function namedPaths(file: string): NamedPath[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const found: NamedPath[] = [];
  for (const passage of namingPassages(file, text)) {
    for (const match of passage.text.matchAll(pathPattern)) {
      let named = match[1]!.replace(/[.]+$/, '');
      if (placeholderNext.test(passage.text.slice(match.index + match[0].length)) || named.endsWith('-')) named = named.slice(0, named.lastIndexOf('/') + 1);
      const relative = /^\.\.?\//.test(named);
      const resolved = path.normalize(relative ? path.join(path.dirname(file), named) : named);
      if (resolved.startsWith('..') || resolved === '.' || named === '') continue;
      found.push({ file, line: passage.line + passage.text.slice(0, match.index).split('\n').length - 1, named, resolved });
    }
    if (path.extname(file) === '.md') {
      for (const link of passage.text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        const target = link[1]!;
        if (/^[a-z]+:/i.test(target) || target.startsWith('/')) continue;
        found.push({ file, line: passage.text.slice(0, link.index).split('\n').length, named: target, resolved: path.normalize(path.join(path.dirname(file), target)) });
      }
    }
  }
  return found;
}

/** Of these paths, the ones git would ignore as files or as folders (build output, local data). */
function ignoredPaths(paths: string[]): Set<string> {
  if (paths.length === 0) return new Set();
  const asked = paths.flatMap((name) => [name, `${name.replace(/\/$/, '')}/`]);
  try {
    const ignored = git(['check-ignore', '--no-index', '--stdin'], `${asked.join('\n')}\n`).split('\n').filter(Boolean);
    return new Set(paths.filter((name) => ignored.includes(name) || ignored.includes(`${name.replace(/\/$/, '')}/`)));
  } catch {
    // Exit status 1: none is ignored.
    return new Set();
  }
}

function exists(name: string): boolean {
  const full = path.join(root, name);
  return existsSync(full) || (path.extname(name) === '' && moduleExtensions.some((extension) => existsSync(`${full}${extension}`)));
}

/** The named paths that do not exist in the tree, as `file:line names path`. */
export function missingNamedPaths(scanned: readonly string[]): string[] {
  const named = scanned.filter((file) => !notOurs.some((pattern) => pattern.test(file))).flatMap(namedPaths);
  const absent = named.filter(({ resolved }) => !exists(resolved));
  const ignored = ignoredPaths([...new Set(absent.map(({ resolved }) => resolved))]);
  return absent.filter(({ resolved }) => !ignored.has(resolved)).map(({ file, line, named: name }) => `${file}:${line} names ${name}`);
}

describe('paths named in docs and comments', () => {
  it('finds the paths of every kind of file it reads (the check itself works)', () => {
    const names = (file: string) => namedPaths(file).map(({ resolved }) => resolved);
    expect(names('README.md')).toEqual(expect.arrayContaining(['i18n/content-types.ts', 'docs/configuration.md', 'features/venues/venue-programme.ts']));
    expect(names('docs/testing.md')).toContain('README.md');
    expect(names('app/globals.css')).toContain('components/dialog/use-modal-body.ts');
    expect(names('lib/next-internals/wire.mjs')).toContain('server/gate.mjs');
    expect(names('Dockerfile').length).toBeGreaterThan(0);
  });

  it('each exists in the tree', () => {
    expect(missingNamedPaths(files)).toEqual([]);
  });
});
