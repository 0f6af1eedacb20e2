import 'server-only';
import { contentTypeRegistry } from '@/i18n/content-types';
import { getSiteShell } from '@/queries/shell';
import { parseTag } from '@/queries/tags';
import { allItems } from './shell-pages';

/**
 * The lists behind a webhook's list tags (`events:en` → every event in English; `shell:fr` → the
 * French shell): what most of its pages read, asked first (queries/webhook-answers.ts).
 */
export function sharedDataLoads(tags: readonly string[]): Array<() => Promise<unknown>> {
  return tags.flatMap((tag): Array<() => Promise<unknown>> => {
    const parsed = parseTag(tag);
    if (!parsed || parsed.slug) return [];
    const { content, locale } = parsed;
    if (content === 'shell') return [() => getSiteShell(locale)];
    return contentTypeRegistry[content].listSection || content === 'page' ? [() => allItems[content](locale)] : [];
  });
}
