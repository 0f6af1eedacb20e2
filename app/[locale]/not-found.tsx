import { NotFoundView } from '@/components/not-found-view';
import { rootLocale } from '@/routes/root-locale';

/**
 * The not-found boundary of every page. Next.js puts this tree into the RSC payload of EVERY
 * page it renders, so it is kept to the 404's own content, without the site shell: with the
 * shell (menus twice, footer) it added about 40 KB to each page's HTML and to its hydration,
 * for a tree no visitor sees. A document answer never shows it: Next.js 16 sends an empty
 * document for a thrown `notFound()`, which the request gate (server/) replaces with the full
 * 404 page (app/[locale]/page-not-found); and the site has no client-side navigation (plain
 * links), which is the only other way into this boundary.
 */
export default async function NotFound() {
  return (
    <main id="main" className="px-4">
      <NotFoundView locale={await rootLocale()} />
    </main>
  );
}
