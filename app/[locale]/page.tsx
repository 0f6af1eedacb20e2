import { EventList } from '@/components/event-list';
import { artistCount, festivalEdition, lineup } from '@/components/home/festival-edition';
import { FestivalSections } from '@/components/home/festival-sections';
import { HomeHero } from '@/components/home/home-hero';
import { HomeSection } from '@/components/home/home-section';
import { TonightEntry } from '@/components/schedule/tonight-entry';
import { festivalDaysOf } from '@/features/schedule/scheduled-event';
import { dayFilterPath } from '@/i18n/links';
import { nowPanelId } from '@/components/schedule/now-panel';
import { LineupStrip } from '@/components/home/lineup-strip';
import { NewsCard } from '@/components/news/news-card';
import { getDictionary } from '@/i18n/dictionaries';
import { sectionPath } from '@/i18n/routes';
import { getAllArtists } from '@/queries/artists';
import { getAllEvents, getUpcomingEvents } from '@/queries/events';
import { getAllNews } from '@/queries/news';
import { getAllPopCategories } from '@/queries/pop-categories';
import { getSiteShell } from '@/queries/shell';
import { listPageRoute } from '@/routes/list-page-route';

// Time-based safety net; webhooks refresh within seconds (queries/client.ts).
export const revalidate = 300;

const upcomingEventCount = 6;
const lineupSize = 24;
const latestNewsCount = 3;

/**
 * The festival's front page, all from the content: the hero (name, dates and counts from the
 * events, tickets), the lineup, the next events, the festival's sections and the latest news.
 * Pre-rendered like every list; each getter's cache tag refreshes it when its content changes.
 */
const route = listPageRoute({
  section: 'home',
  fullBleed: true,
  render: async ({ locale }) => {
    const t = getDictionary(locale).home;
    const [events, upcoming, artists, news, sections, shell] = await Promise.all([
      getAllEvents(locale),
      getUpcomingEvents(locale, upcomingEventCount),
      getAllArtists(locale),
      getAllNews(locale),
      getAllPopCategories(locale),
      getSiteShell(locale),
    ]);
    const edition = festivalEdition(events);
    const published = new Set(artists.map((artist) => artist.slug));
    const bill = edition ? lineup(edition.events, published, lineupSize) : [];
    return (
      <>
        <HomeHero
          locale={locale}
          edition={edition}
          artistCount={edition ? artistCount(edition.events, published) : 0}
          city={shell.settings.city}
          // During the festival (read in the browser as the page is parsed): what is on tonight, one tap away.
          tonight={<TonightEntry days={festivalDaysOf(events)} dayHref={(day) => `${dayFilterPath(locale, 'calendar', day)}#${nowPanelId}`} locale={locale} className="btn-primary min-h-14 px-7 text-lg" />}
        />
        {bill.length > 0 && (
          <HomeSection
            id="lineup"
            title={t.lineup}
            tone="ink"
            links={[{ href: sectionPath(locale, 'artists'), label: t.allArtists }]}
          >
            <LineupStrip entries={bill} locale={locale} />
          </HomeSection>
        )}
        <HomeSection
          id="upcoming"
          title={t.upcomingEvents}
          links={[
            { href: sectionPath(locale, 'calendar'), label: t.seeCalendar },
            { href: sectionPath(locale, 'festivalSchedule'), label: t.seeSchedule },
          ]}
        >
          {upcoming.length > 0 ? <EventList events={upcoming} locale={locale} /> : <p>{t.noUpcomingEvents}</p>}
        </HomeSection>
        {sections.length > 0 && (
          <HomeSection id="sections" title={t.sections}>
            <FestivalSections sections={sections} locale={locale} />
          </HomeSection>
        )}
        {news.length > 0 && (
          <HomeSection
            id="news"
            title={t.latestNews}
            links={[{ href: sectionPath(locale, 'news'), label: t.allNews }]}
          >
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {news.slice(0, latestNewsCount).map((post) => (
                <li key={post.id}>
                  <NewsCard post={post} locale={locale} heading="h3" />
                </li>
              ))}
            </ul>
          </HomeSection>
        )}
      </>
    );
  },
});

export const generateMetadata = route.generateMetadata;
export default route.Page;
