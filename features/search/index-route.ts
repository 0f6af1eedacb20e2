import 'server-only';
import type { Locale } from '@/i18n/locales';
import { loadSearchIndex } from './searchable-content';


/**
 * `/search-index.en.json`, `/search-index.fr.json`: one language's index for the search panel
 * (and "Save for offline"). Static like a page: built with the site, refreshed by the content's
 * cache tags, which the webhook marks and then renders this file among the pages of a save.
 */
export async function searchIndexResponse(locale: Locale): Promise<Response> {
  return Response.json(await loadSearchIndex(locale), { headers: { 'x-robots-tag': 'noindex' } });
}
