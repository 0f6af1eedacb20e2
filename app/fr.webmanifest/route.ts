import { webManifestResponse } from '@/features/offline/web-manifest';

// One static file per language (a dynamic segment would fall to the locale rewrites): /fr.webmanifest.
export const dynamic = 'force-static';

export function GET() {
  return webManifestResponse('fr');
}
