import type { Metadata } from 'next';
import { NotFoundPage, notFoundMetadata } from '@/routes/not-found-page';
import { localeParam } from '@/routes/params';

/**
 * The 404 page as a page of its own, pre-rendered in both languages and revalidated with the
 * shell's tags: the request gate (server/) sends it, with status 404, for every URL that names
 * nothing. Anyone else asking for this path gets that 404 too.
 */
export const revalidate = 300;

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return notFoundMetadata(await localeParam(params));
}

export default async function PageNotFound({ params }: { params: Params }) {
  return <NotFoundPage locale={await localeParam(params)} />;
}
