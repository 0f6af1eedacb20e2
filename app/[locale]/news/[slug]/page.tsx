import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NewsDetail } from '@/components/news/news-detail';
import { PageShell } from '@/components/shell/page-shell';
import { buildLanguageSwitchHref } from '@/i18n/language-switch';
import { newsPath } from '@/i18n/links';
import { isLocale, otherLocale } from '@/i18n/locales';
import { localeParam } from '@/i18n/params';
import { describe, pageMetadata } from '@/lib/metadata';
import { getAllNews, getNewsBySlug } from '@/queries/news';

export const revalidate = 300;

type Params = Promise<{ locale: string; slug: string }>;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isLocale(params.locale)) return [];
  return (await getAllNews(params.locale)).map((post) => ({ slug: post.slug }));
}

async function load(params: Params) {
  const locale = await localeParam(params);
  const { slug } = await params;
  const post = await getNewsBySlug(locale, slug);
  if (!post) notFound();
  return { locale, post };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, post } = await load(params);
  return pageMetadata({
    locale,
    path: newsPath(locale, post.slug),
    alternatePath: post.translationSlug ? newsPath(otherLocale(locale), post.translationSlug) : null,
    title: post.title,
    description: post.intro ?? describe(post.content, post.title),
    image: post.image,
  });
}

export default async function NewsItemPage({ params }: { params: Params }) {
  const { locale, post } = await load(params);
  return (
    <PageShell
      locale={locale}
      languageSwitchHref={buildLanguageSwitchHref(locale, { kind: 'item', type: 'news', translationSlug: post.translationSlug })}
    >
      <NewsDetail post={post} locale={locale} />
    </PageShell>
  );
}
