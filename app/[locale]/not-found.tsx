import { NotFoundPage } from '@/routes/not-found-page';
import { rootLocale } from '@/routes/root-locale';

/**
 * What a page calling `notFound()` shows after a client-side navigation. The HTML of such an
 * answer is replaced by the server gate with the 404 page (app/[locale]/page-not-found): Next.js
 * 16 sends an empty document for a thrown `notFound()`.
 */
export default async function NotFound() {
  return <NotFoundPage locale={await rootLocale()} />;
}
