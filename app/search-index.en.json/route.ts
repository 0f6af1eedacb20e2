import { searchIndexResponse } from '@/features/search/index-route';

// One static file per language (a dynamic segment would fall to the locale rewrites): /search-index.en.json.
export const dynamic = 'force-static';
export const revalidate = 300;

export function GET() {
  return searchIndexResponse('en');
}
