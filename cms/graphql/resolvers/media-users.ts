/**
 * MediaItem, User and Language objects.
 */
import type { UserRecord } from '../../store/types';
import type { MediaNode, ResolverContext, ResolverMap } from '../context';
import { toGlobalId } from '../ids';
import { languagePrefix, type LanguageInfo } from '../languages';

export const UPLOADS_PATH = '/wp-content/uploads/';

export function mediaSourceUrl(file: string, publicUrl: string): string {
  return `${publicUrl}${UPLOADS_PATH}${file}`;
}

export const mediaAndUserResolvers: ResolverMap = {
  MediaItem: {
    id: (m: MediaNode) => toGlobalId('post', m.media.databaseId),
    databaseId: (m: MediaNode) => m.media.databaseId,
    sourceUrl: (m: MediaNode, _: unknown, ctx: ResolverContext) => mediaSourceUrl(m.media.file, ctx.publicUrl),
    mediaItemUrl: (m: MediaNode, _: unknown, ctx: ResolverContext) => mediaSourceUrl(m.media.file, ctx.publicUrl),
    // The linking node's language, falling back to English when that translation is empty.
    altText: (m: MediaNode) => m.media.altText[m.language] || m.media.altText.EN || '',
    mediaDetails: (m: MediaNode) => ({ width: m.media.width, height: m.media.height, file: m.media.file }),
    mimeType: (m: MediaNode) => m.media.mimeType,
    mediaType: (m: MediaNode) => (m.media.mimeType.startsWith('image/') ? 'image' : 'file'),
  },
  User: {
    id: (u: UserRecord) => toGlobalId('user', u.databaseId),
    databaseId: (u: UserRecord) => u.databaseId,
    slug: (u: UserRecord) => u.slug,
    name: (u: UserRecord) => u.name,
  },
  Language: {
    code: (l: LanguageInfo) => l.code,
    slug: (l: LanguageInfo) => l.slug,
    locale: (l: LanguageInfo) => l.locale,
    name: (l: LanguageInfo) => l.name,
    homeUrl: (l: LanguageInfo, _: unknown, ctx: ResolverContext) => `${ctx.publicUrl}${languagePrefix(l.code)}/`,
  },
};
