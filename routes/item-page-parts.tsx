import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { PageShell } from '@/components/shell/page-shell';
import type { Image } from '@/queries/types';
import type { LocalizedRoute } from '@/i18n/localized-route';
import { pageMetadata } from './metadata';

/** What an item page shows in its `<head>`: title, description and social image. */
export interface ItemHead {
  title: string;
  description?: string;
  image?: Image | null;
}

/**
 * The metadata and the page of a route that shows one item, from the route's own `load` (which
 * finds the item and its localized route, or answers 404): both read the same cached content.
 */
export function itemPageParts<P, T>(
  load: (params: P) => Promise<{ item: T; route: LocalizedRoute }>,
  head: (item: T) => ItemHead,
  render: (item: T, route: LocalizedRoute) => ReactNode | Promise<ReactNode>,
) {
  async function generateMetadata({ params }: { params: P }): Promise<Metadata> {
    const { item, route } = await load(params);
    return pageMetadata({ route, ...head(item) });
  }

  async function Page({ params }: { params: P }) {
    const { item, route } = await load(params);
    return <PageShell route={route}>{await render(item, route)}</PageShell>;
  }

  return { generateMetadata, Page };
}
