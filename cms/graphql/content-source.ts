/**
 * The one place the server gets its content from. Resolvers read `getIndex()` per request, so
 * later work (CLI edits persisted to disk, draft previews) can swap the store with
 * `replaceStore()` and every following request sees the new content.
 */
import type { ContentStore } from '../store/types';
import { buildStoreIndex, type StoreIndex } from './store-index';

export interface ContentSource {
  getStore(): ContentStore;
  /** The lookup tables of the current store, built once per store. */
  getIndex(): StoreIndex;
  replaceStore(store: ContentStore): void;
}

export function createContentSource(initialStore: ContentStore): ContentSource {
  let index = buildStoreIndex(initialStore);
  return {
    getStore: () => index.store,
    getIndex: () => index,
    replaceStore(store) {
      index = buildStoreIndex(store);
    },
  };
}
