/**
 * README's "Add a content type", checked for every type of the registry (i18n/content-types.ts):
 * each has every part of the recipe, the content server's included, and the parts work together —
 * the site's own documents, run against the embedded content server with its seed, list the
 * type's items in both languages and find each by its slug. A type added to the registry without
 * one of its parts fails here with the list of what it lacks.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContentType, contentTypeRegistry, contentTypes } from '@/i18n/content-types';
import { locales } from '@/i18n/locales';
import { sections } from '@/i18n/routes';

const root = path.resolve(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The content server in process, with the seed; or why it does not start. */
let contentServer: { close(): Promise<void> } | Error;
const savedUrl = process.env.CMS_GRAPHQL_URL;

beforeAll(async () => {
  try {
    const [{ startContentServer }, { createSeedStore }] = await Promise.all([import('../../../cms/server'), import('../../../cms/seed')]);
    const server = await startContentServer({ store: createSeedStore({ scale: 0 }), port: 0 });
    process.env.CMS_GRAPHQL_URL = server.graphqlUrl;
    contentServer = server;
  } catch (error) {
    contentServer = error as Error;
  }
});

afterAll(async () => {
  if (!(contentServer instanceof Error)) await contentServer.close();
  if (savedUrl === undefined) delete process.env.CMS_GRAPHQL_URL;
  else process.env.CMS_GRAPHQL_URL = savedUrl;
});

/** A section's English and French segments (internally, under `app/[locale]/`, it lives at the English one). */
const segmentsOf = (section: string): { en?: string; fr?: string } | undefined => (sections as Record<string, { en?: string; fr?: string }>)[section];

/** A part of the recipe: what README calls it, and the reason it is missing (null when present). */
type Part = [name: string, check: () => Promise<string | null> | string | null];

function partsOf(type: ContentType): Part[] {
  const entry = contentTypeRegistry[type];
  const internalFolder = (section: string) => `app/[locale]/${segmentsOf(section)?.en ?? `<no section ${section}>`}`;
  return [
    [
      '2. its route-table sections (i18n/route-table.mjs)',
      () =>
        [entry.itemSection, entry.listSection as string | null]
          .filter((section): section is string => section !== null && !(segmentsOf(section)?.en && segmentsOf(section)?.fr))
          .map((section) => `no English and French segment for "${section}"`)
          .join('; ') || null,
    ],
    [
      '3. its fragment and operation names (queries/fragments.ts contentFragments)',
      async () => {
        const { contentFragments } = await import('@/queries/fragments');
        const fragments = (contentFragments as Partial<Record<ContentType, { item?: unknown; operations?: Record<string, string> }>>)[type];
        if (!fragments?.item) return 'no contentFragments entry with its item fragment';
        return ['list', 'bySlug', 'slugIndex'].every((operation) => fragments.operations?.[operation]) ? null : 'no list, bySlug and slugIndex operation names';
      },
    ],
    [
      '4. its adapter (queries/adapter.ts contentAdapters)',
      async () => {
        const { contentAdapters } = await import('@/queries/adapter');
        return typeof (contentAdapters as Partial<Record<ContentType, { toItem?: unknown }>>)[type]?.toItem === 'function' ? null : 'no contentAdapters entry';
      },
    ],
    [
      '5. its route folders (app/[locale]/)',
      () => {
        const missing: string[] = [];
        const itemPage = `${internalFolder(entry.itemSection)}/[slug]/page.tsx`;
        if (!existsSync(path.join(root, itemPage))) missing.push(`no ${itemPage}`);
        else if (!new RegExp(`\\btype: '${type}'`).test(read(itemPage))) missing.push(`${itemPage} is not itemPageRoute({ type: '${type}', … })`);
        const listPage = entry.listSection ? `${internalFolder(entry.listSection)}/page.tsx` : null;
        if (listPage && !existsSync(path.join(root, listPage))) missing.push(`no ${listPage}`);
        return missing.join('; ') || null;
      },
    ],
    [
      "7. the content server's line (cms/content-types.ts) and its node type in the schema (cms/schema/schema.graphql)",
      async () => {
        const { wordpressPostTypes } = await import('../../../cms/content-types');
        if (!(wordpressPostTypes as Partial<Record<ContentType, unknown>>)[type]) return 'no wordpressPostTypes entry';
        const schema = read('cms/schema/schema.graphql');
        const { type: nodeType, single, plural } = entry.graphql;
        const missing = [`type ${nodeType} `, `  ${plural}(`, `  ${single}(`].filter((line) => !schema.includes(line));
        return missing.length ? `the schema lacks ${missing.map((line) => JSON.stringify(line.trim())).join(', ')}: is it in reference/wpgraphql-festival.graphql? run npx tsx cms/schema/extract-subset.ts` : null;
      },
    ],
    [
      "7. the admin endpoint's edits (cms/admin/fields.ts)",
      async () => {
        const { editTypes } = await import('../../../cms/admin/fields');
        return (editTypes as readonly string[]).includes(entry.apiName) ? null : `"${entry.apiName}" is not an edit type`;
      },
    ],
    [
      '8. its seed, served and read back: its list in each language, its first item by its slug (cms/seed/)',
      async () => {
        if (contentServer instanceof Error) return `the content server does not start: ${contentServer.message}`;
        const { getAllItems, getItemBySlug } = await import('@/queries/content');
        const missing: string[] = [];
        for (const locale of locales) {
          const items = await getAllItems(type, locale);
          if (items.length === 0) {
            missing.push(`no published ${locale} item in the seed`);
            continue;
          }
          const first = items[0]!;
          const found = await getItemBySlug(type, locale, first.slug);
          if (found?.slug !== first.slug) missing.push(`${locale} "${first.slug}" listed but not found by its slug`);
        }
        return missing.join('; ') || null;
      },
    ],
  ];
}

describe.each(contentTypes)('the content type %s', (type) => {
  it('has every part of README\'s "Add a content type", the content server\'s included', async () => {
    const missing: string[] = [];
    for (const [name, check] of partsOf(type)) {
      let reason: string | null;
      try {
        reason = await check();
      } catch (error) {
        reason = (error as Error).message.split('\n')[0]!;
      }
      if (reason) missing.push(`${name}: ${reason}`);
    }
    expect(missing, `${type} lacks:\n${missing.join('\n')}`).toEqual([]);
  });
});
