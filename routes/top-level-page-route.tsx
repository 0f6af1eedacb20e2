import { PageDetail } from '@/components/page/page-detail';
import type { ReactNode } from 'react';
import { itemRoute, type LocalizedRoute } from '@/i18n/localized-route';
import type { TopLevelPageSection } from '@/i18n/routes';
import { describe } from '@/lib/plain-text';
import { getTopLevelPage } from '@/queries/pages';
import type { Page } from '@/queries/types';
import { fixedPageRoute } from './fixed-page-route';

/**
 * The route of a top-level page (contact, tickets and passes, …): the page whose English slug
 * is the section's English segment, or its French translation. Without a translation the
 * language switch leads to the other language's home page, not a 404. `render`: a page that
 * shows more than its text (the festival schedule's timetable).
 */
export function topLevelPageRoute(
  section: TopLevelPageSection,
  render: (page: Page, route: LocalizedRoute) => ReactNode | Promise<ReactNode> = (page) => <PageDetail page={page} />,
) {
  return fixedPageRoute({
    get: (locale) => getTopLevelPage(locale, section),
    route: (locale, page) => itemRoute('page', locale, page),
    head: (page) => ({ title: page.title, description: describe(page.content, page.title), image: page.image }),
    render,
  });
}
