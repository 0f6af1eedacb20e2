/**
 * Links from one record to others (featured images, ACF relationship fields), shared by the
 * content-node and ACF resolvers.
 */
import type { LanguageCode, PostRecord } from '../../store/types';
import { paginate, type PageArgs } from '../connection';
import type { MediaNode, Viewer } from '../context';
import { cursorFor } from '../ids';
import { isPublished, type StoreIndex } from '../store-index';

/** The edge to a media item, seen in the language of the node that links to it. */
export function mediaEdge(index: StoreIndex, mediaId: number | null, language: LanguageCode) {
  const media = mediaId === null ? undefined : index.mediaById.get(mediaId);
  return media ? { cursor: cursorFor(media.databaseId), node: { media, language } satisfies MediaNode } : null;
}

/**
 * Posts of `ids` in the stored order (ACF relationship / post object fields): published ones, and
 * drafts too for an authenticated editor.
 */
export function relatedPostsConnection(
  index: StoreIndex,
  ids: readonly number[],
  args: PageArgs,
  viewer: Viewer | null = null,
) {
  const posts = ids
    .map((id) => index.postById.get(id))
    .filter((r): r is PostRecord => r !== undefined && (isPublished(r) || viewer !== null));
  return paginate(posts, args, { idOf: (r) => r.databaseId });
}
