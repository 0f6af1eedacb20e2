import { headScript, headScriptVersion } from '@/components/shell/head-script';

// The answer depends on the version asked for.
export const dynamic = 'force-dynamic';

/**
 * The head script (components/shell/head-script.ts). Asked for by this build's version, it is
 * cached for a year by browsers and the CDN (each build has a new address); any other address
 * (another build's page, or none) gets this build's text, for a minute only.
 */
export function GET(request: Request) {
  const current = new URL(request.url).searchParams.get('v') === headScriptVersion;
  return new Response(headScript, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=60',
    },
  });
}
