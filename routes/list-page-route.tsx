import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { PageShell } from '@/components/shell/page-shell';
import type { Locale } from '@/i18n/locales';
import { homeRoute, type LocalizedRoute, sectionRoute } from '@/i18n/localized-route';
import type { Section } from '@/i18n/routes';
import { pageMetadata } from './metadata';
import { localeParam } from './params';

type Params = Promise<{ locale: string }>;

export interface ListPageRouteOptions {
  /** The route-table section, or the home page. */
  section: Section | 'home';
  /** The page title (the home page has the site's default title). */
  title?: (locale: Locale) => string;
  /** The content spans the window (the home page's bands) instead of the page's container. */
  fullBleed?: boolean;
  /** The page's content inside the site shell; it fetches what it lists. */
  render: (route: LocalizedRoute) => Promise<ReactNode>;
}

/** The route of a page the route table gives in both languages: the home page and the lists. */
export function listPageRoute({ section, title, fullBleed, render }: ListPageRouteOptions) {
  const routeOf = (locale: Locale) => (section === 'home' ? homeRoute(locale) : sectionRoute(locale, section));

  async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    const locale = await localeParam(params);
    return pageMetadata({ route: routeOf(locale), title: title?.(locale) });
  }

  async function Page({ params }: { params: Params }) {
    const route = routeOf(await localeParam(params));
    return (
      <PageShell route={route} fullBleed={fullBleed}>
        {await render(route)}
      </PageShell>
    );
  }

  return { generateMetadata, Page };
}
