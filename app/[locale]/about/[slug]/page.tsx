import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { AboutView } from '@/components/about/about-view';
import { PageShell } from '@/components/shell/page-shell';
import { buildLanguageSwitchHref } from '@/i18n/language-switch';
import { aboutPath } from '@/i18n/links';
import { isLocale, otherLocale } from '@/i18n/locales';
import { localeParam } from '@/i18n/params';
import { sectionPath } from '@/i18n/routes';
import { describe, pageMetadata } from '@/lib/metadata';
import { siteConfig } from '@/lib/site-config';
import { getAllPopCategories, getPopCategoryBySlug } from '@/queries/pop-categories';

/** An about sub-page: any festival section but the festival's own (that one is /about). */
export const revalidate = 300;

type Params = Promise<{ locale: string; slug: string }>;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isLocale(params.locale)) return [];
  const festivalSlug = siteConfig.festivalCategorySlug[params.locale];
  return (await getAllPopCategories(params.locale))
    .filter((category) => category.slug !== festivalSlug)
    .map((category) => ({ slug: category.slug }));
}

async function load(params: Params) {
  const locale = await localeParam(params);
  const { slug } = await params;
  if (slug === siteConfig.festivalCategorySlug[locale]) permanentRedirect(sectionPath(locale, 'about'));
  const [category, sections] = await Promise.all([getPopCategoryBySlug(locale, slug), getAllPopCategories(locale)]);
  if (!category) notFound();
  return { locale, category, sections };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, category } = await load(params);
  return pageMetadata({
    locale,
    path: aboutPath(locale, category.slug),
    alternatePath: category.translationSlug ? aboutPath(otherLocale(locale), category.translationSlug) : null,
    title: category.title,
    description: category.subtitle ?? describe(category.about[0]?.content, category.title),
    image: category.image,
  });
}

export default async function AboutSubPage({ params }: { params: Params }) {
  const { locale, category, sections } = await load(params);
  return (
    <PageShell
      locale={locale}
      languageSwitchHref={buildLanguageSwitchHref(locale, { kind: 'item', type: 'about', translationSlug: category.translationSlug })}
    >
      <AboutView category={category} sections={sections} locale={locale} />
    </PageShell>
  );
}
