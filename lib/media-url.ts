/**
 * Media URLs from the content admin host are served through the image CDN:
 * `http://cms-admin/wp-content/uploads/x.jpg` → `https://cdn/wp-content/uploads/x.jpg`.
 * Both origins come from the environment; by default the embedded content server plays both
 * roles under two host names, so the rewrite is exercised in every run.
 */
const mediaOrigin = trimSlash(process.env.CMS_MEDIA_ORIGIN ?? 'http://localhost:4000');
const cdnOrigin = trimSlash(process.env.IMAGE_CDN_ORIGIN ?? 'http://127.0.0.1:4000');

function trimSlash(origin: string): string {
  return origin.replace(/\/+$/, '');
}

export function rewriteMediaUrl(url: string): string {
  if (url === mediaOrigin || url.startsWith(`${mediaOrigin}/`)) {
    return cdnOrigin + url.slice(mediaOrigin.length);
  }
  // Editors' content may hold root-relative upload paths: they live on the media host too.
  if (url.startsWith('/wp-content/uploads/')) return cdnOrigin + url;
  return url;
}

