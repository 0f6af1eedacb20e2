import type { Metadata } from 'next';
import { NewsListView } from '@/components/news/news-list-view';
import { PageShell } from '@/components/shell/page-shell';
import { getDictionary } from '@/i18n/dictionaries';
import { buildLanguageSwitchHref } from '@/i18n/language-switch';
import { otherLocale } from '@/i18n/locales';
import { localeParam } from '@/i18n/params';
import { sectionPath } from '@/i18n/routes';
import { pageMetadata } from '@/lib/metadata';
import { getAllNews } from '@/queries/news';

export const revalidate = 300;

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await localeParam(params);
  return pageMetadata({
    locale,
    path: sectionPath(locale, 'news'),
    alternatePath: sectionPath(otherLocale(locale), 'news'),
    title: getDictionary(locale).news.title,
  });
}

export default async function NewsPage({ params }: { params: Params }) {
  const locale = await localeParam(params);
  const posts = await getAllNews(locale);
  return (
    <PageShell locale={locale} languageSwitchHref={buildLanguageSwitchHref(locale, { kind: 'section', section: 'news' })}>
      <NewsListView posts={posts} locale={locale} />
    </PageShell>
  );
}
