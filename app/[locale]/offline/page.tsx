import type { Metadata } from 'next';
import { OfflineView } from '@/components/offline/offline-view';
import { PageShell } from '@/components/shell/page-shell';
import { getDictionary } from '@/i18n/dictionaries';
import { sectionRoute } from '@/i18n/localized-route';
import { localeParam } from '@/routes/params';

// Precached by the service worker with each build; the shell (menus) as it was then.
export const revalidate = 300;

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await localeParam(params);
  return { title: getDictionary(locale).offline.pageTitle, robots: { index: false, follow: false } };
}

/** What the service worker shows for a page that is neither reachable nor saved (`/offline`, `/fr/hors-ligne`). */
export default async function OfflinePage({ params }: { params: Params }) {
  const locale = await localeParam(params);
  return (
    <PageShell route={sectionRoute(locale, 'offline')}>
      <OfflineView locale={locale} />
    </PageShell>
  );
}
