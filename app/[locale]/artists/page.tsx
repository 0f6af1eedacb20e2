import type { Metadata } from 'next';
import { ArtistListView } from '@/components/artist/artist-list-view';
import { PageShell } from '@/components/shell/page-shell';
import { getDictionary } from '@/i18n/dictionaries';
import { buildLanguageSwitchHref } from '@/i18n/language-switch';
import { otherLocale } from '@/i18n/locales';
import { localeParam } from '@/i18n/params';
import { sectionPath } from '@/i18n/routes';
import { pageMetadata } from '@/lib/metadata';
import { getAllArtists } from '@/queries/artists';
import { getSiteShell } from '@/queries/shell';

export const revalidate = 300;

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await localeParam(params);
  return pageMetadata({
    locale,
    path: sectionPath(locale, 'artists'),
    alternatePath: sectionPath(otherLocale(locale), 'artists'),
    title: getDictionary(locale).artists.title,
  });
}

export default async function ArtistsPage({ params }: { params: Params }) {
  const locale = await localeParam(params);
  const [artists, shell] = await Promise.all([getAllArtists(locale), getSiteShell(locale)]);
  return (
    <PageShell locale={locale} languageSwitchHref={buildLanguageSwitchHref(locale, { kind: 'section', section: 'artists' })}>
      <ArtistListView
        artists={artists}
        categories={shell.categories}
        activeCategory={null}
        locale={locale}
        title={getDictionary(locale).artists.title}
      />
    </PageShell>
  );
}
