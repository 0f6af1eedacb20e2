import path from 'node:path';
import { contentDocuments } from '@/queries/content-documents';
import { loadMoreDocuments } from '@/queries/search-documents';

/**
 * Every GraphQL document the site sends: the ones each content type's registry entry builds
 * (queries/content-documents.ts), the search documents, and the documents written out in
 * queries/*.ts (exports ending in `Query`).
 */
const modules = import.meta.glob<Record<string, unknown>>('../../../queries/*.ts', { eager: true });

const written = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([name, value]) => name.endsWith('Query') && typeof value === 'string')
    .map(([name, value]) => ({ id: `${path.basename(file)}:${name}`, source: value as string })),
);

const operationName = (source: string) => /\b(?:query|mutation)\s+(\w+)/.exec(source)?.[1] ?? 'anonymous';

const built = [
  ...contentDocuments(),
  ...Object.values(loadMoreDocuments).flatMap((byLocale) => Object.values(byLocale)),
].map((source) => ({ id: `built:${operationName(source)}`, source }));

export const sentDocuments: Array<{ id: string; source: string }> = [
  ...new Map([...written, ...built].map((d) => [d.source, d])).values(),
];
