import { contentTypes, itemPath } from '@/i18n/content-types';
import { locales } from '@/i18n/locales';
import { publicSlugOf } from '@/queries/revalidation';
import { contentTag } from '@/queries/tags';
import { pagesToRefresh } from './after-answer/pages-to-refresh';
import type { RevalidationRequest } from './parse-request';
import { planForPaths, planForTags } from './plan';
import type { ShellChange } from './plan-shell';

/** The list tags a request names before any lookup: its content type's (a post), the shell's, or the tags and paths it lists. */
export function listTagsOf(request: RevalidationRequest): string[] {
  switch (request.kind) {
    case 'post':
      return request.content ? locales.map((locale) => contentTag(request.content!, locale)) : [];
    case 'shell':
    case 'term': {
      const languages = request.language ? [request.language] : locales;
      const types = request.kind === 'term' ? (['shell', ...contentTypes] as const) : (['shell'] as const);
      return languages.flatMap((locale) => types.map((type) => contentTag(type, locale)));
    }
    case 'tags':
      return planForTags(request.tags).tags;
    case 'paths':
      return planForPaths(request.paths).tags;
  }
}

/**
 * The pages a request names before the webhook looks anything up: those of its list tags (the
 * homes, the type's lists, the timetable…) and, from the festival plugin, the post's own page
 * and the one it leaves. Their visitors wait from the webhook's arrival (on a busy WordPress the
 * lookup alone took 2.7 s), not from its answer.
 */
export function pagesKnownBeforeLookup(request: RevalidationRequest): string[] {
  const own: string[] = [];
  if (request.kind === 'post' && request.transition?.language && request.content && request.content !== 'page') {
    const { language, slug, previousSlug, status, previousStatus } = request.transition;
    if (status === 'publish' && slug) own.push(itemPath(request.content, language, { slug }));
    if (previousStatus === 'publish' && previousSlug) own.push(itemPath(request.content, language, { slug: publicSlugOf(previousSlug) }));
  }
  if (request.kind === 'post' && request.transition && request.transition.status !== 'publish' && request.transition.previousStatus !== 'publish') return [];
  const languages = (request.kind === 'shell' || request.kind === 'term') && request.language ? { languages: [request.language] } : {};
  return pagesToRefresh({ tags: listTagsOf(request), publicPaths: own, ...languages });
}

/** A menu, settings or term save: the shell of its language (both when it is not said), and a term's lists. */
export function shellChangeOf(request: RevalidationRequest): ShellChange | null {
  if (request.kind === 'shell') return { language: request.language ?? null };
  if (request.kind === 'term') return { language: request.language, term: { taxonomy: request.taxonomy, slug: request.slug, previousSlug: request.previousSlug } };
  return null;
}
