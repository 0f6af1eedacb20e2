import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArtistDetail } from '@/components/artist/artist-detail';
import { PageShell } from '@/components/shell/page-shell';
import { buildLanguageSwitchHref } from '@/i18n/language-switch';
import { artistPath } from '@/i18n/links';
import { isLocale, otherLocale } from '@/i18n/locales';
import { localeParam } from '@/i18n/params';
import { describe, pageMetadata } from '@/lib/metadata';
import { getAllArtists, getArtistBySlug } from '@/queries/artists';

export const revalidate = 300;

type Params = Promise<{ locale: string; slug: string }>;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isLocale(params.locale)) return [];
  return (await getAllArtists(params.locale)).map((artist) => ({ slug: artist.slug }));
}

async function load(params: Params) {
  const locale = await localeParam(params);
  const { slug } = await params;
  const artist = await getArtistBySlug(locale, slug);
  if (!artist) notFound();
  return { locale, artist };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, artist } = await load(params);
  return pageMetadata({
    locale,
    path: artistPath(locale, artist.slug),
    alternatePath: artist.translationSlug ? artistPath(otherLocale(locale), artist.translationSlug) : null,
    title: artist.title,
    description: describe(artist.content, artist.title),
    image: artist.image,
  });
}

export default async function ArtistPage({ params }: { params: Params }) {
  const { locale, artist } = await load(params);
  return (
    <PageShell
      locale={locale}
      languageSwitchHref={buildLanguageSwitchHref(locale, { kind: 'item', type: 'artist', translationSlug: artist.translationSlug })}
    >
      <ArtistDetail artist={artist} locale={locale} />
    </PageShell>
  );
}
