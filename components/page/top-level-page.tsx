import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageShell } from '@/components/shell/page-shell';
import { otherLocale } from '@/i18n/locales';
import { localeParam } from '@/i18n/params';
import { homePath, sectionPath, type TopLevelPageSection } from '@/i18n/routes';
import { describe, pageMetadata } from '@/lib/metadata';
import { getTopLevelPage } from '@/queries/pages';
import { PageDetail } from './page-detail';

type Params = Promise<{ locale: string }>;

/**
 * The route of a top-level page (contact, tickets and passes, …): the page whose English slug
 * is the section's English segment, or its French translation. Each route file is two lines.
 */
export function topLevelPageRoute(section: TopLevelPageSection) {
  async function load(params: Params) {
    const locale = await localeParam(params);
    const page = await getTopLevelPage(locale, section);
    if (!page) notFound();
    return { locale, page };
  }

  async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    const { locale, page } = await load(params);
    return pageMetadata({
      locale,
      path: sectionPath(locale, section),
      alternatePath: page.translationSlug ? sectionPath(otherLocale(locale), section) : null,
      title: page.title,
      description: describe(page.content, page.title),
      image: page.image,
    });
  }

  async function TopLevelPage({ params }: { params: Params }) {
    const { locale, page } = await load(params);
    // Without a translation the other language has no such page: go to its home, not a 404.
    return (
      <PageShell locale={locale} languageSwitchHref={page.translationSlug ? sectionPath(otherLocale(locale), section) : homePath(otherLocale(locale))}>
        <PageDetail page={page} />
      </PageShell>
    );
  }

  return { generateMetadata, TopLevelPage };
}
