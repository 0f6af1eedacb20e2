import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AboutView } from '@/components/about/about-view';
import { PageShell } from '@/components/shell/page-shell';
import { buildLanguageSwitchHref } from '@/i18n/language-switch';
import { otherLocale } from '@/i18n/locales';
import { localeParam } from '@/i18n/params';
import { sectionPath } from '@/i18n/routes';
import { describe, pageMetadata } from '@/lib/metadata';
import { siteConfig } from '@/lib/site-config';
import { getAllPopCategories, getPopCategoryBySlug } from '@/queries/pop-categories';

/** The about root: the festival's own category (the festival-name slug). */
export const revalidate = 300;

type Params = Promise<{ locale: string }>;

async function load(params: Params) {
  const locale = await localeParam(params);
  const [category, sections] = await Promise.all([
    getPopCategoryBySlug(locale, siteConfig.festivalCategorySlug[locale]),
    getAllPopCategories(locale),
  ]);
  if (!category) notFound();
  return { locale, category, sections };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, category } = await load(params);
  return pageMetadata({
    locale,
    path: sectionPath(locale, 'about'),
    alternatePath: sectionPath(otherLocale(locale), 'about'),
    title: category.title,
    description: category.subtitle ?? describe(category.about[0]?.content, category.title),
    image: category.image,
  });
}

export default async function AboutPage({ params }: { params: Params }) {
  const { locale, category, sections } = await load(params);
  return (
    <PageShell locale={locale} languageSwitchHref={buildLanguageSwitchHref(locale, { kind: 'section', section: 'about' })}>
      <AboutView category={category} sections={sections} locale={locale} />
    </PageShell>
  );
}
