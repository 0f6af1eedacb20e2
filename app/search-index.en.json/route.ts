import { searchIndexResponse } from '@/features/search/index-route';

// One file per language (a dynamic segment would fall to the locale rewrites): /search-index.en.json.
export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return searchIndexResponse(request, 'en');
}
