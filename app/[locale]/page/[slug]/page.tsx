import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageDetail } from '@/components/page/page-detail';
import { PageShell } from '@/components/shell/page-shell';
import { buildLanguageSwitchHref } from '@/i18n/language-switch';
import { pagePath } from '@/i18n/links';
import { isLocale, otherLocale } from '@/i18n/locales';
import { localeParam } from '@/i18n/params';
import { describe, pageMetadata } from '@/lib/metadata';
import { getAllPages, getPageBySlug } from '@/queries/pages';

export const revalidate = 300;

type Params = Promise<{ locale: string; slug: string }>;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isLocale(params.locale)) return [];
  return (await getAllPages(params.locale)).map((page) => ({ slug: page.slug }));
}

async function load(params: Params) {
  const locale = await localeParam(params);
  const { slug } = await params;
  const page = await getPageBySlug(locale, slug);
  if (!page) notFound();
  return { locale, page };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, page } = await load(params);
  const english = locale === 'en' ? page.slug : page.translationSlug;
  return pageMetadata({
    locale,
    // A top-level page reached through /page/{slug} names its own route as canonical.
    path: pagePath(locale, page.slug, english),
    alternatePath: page.translationSlug ? pagePath(otherLocale(locale), page.translationSlug, english) : null,
    title: page.title,
    description: describe(page.content, page.title),
    image: page.image,
  });
}

export default async function GenericPage({ params }: { params: Params }) {
  const { locale, page } = await load(params);
  return (
    <PageShell
      locale={locale}
      languageSwitchHref={buildLanguageSwitchHref(locale, {
        kind: 'item',
        type: 'page',
        translationSlug: page.translationSlug,
        translationEnglishSlug: locale === 'en' ? page.slug : null,
      })}
    >
      <PageDetail page={page} />
    </PageShell>
  );
}
