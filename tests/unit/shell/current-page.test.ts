import { describe, expect, it } from 'vitest';
import { isSamePage, menuItemCurrent, sectionOfPath } from '@/components/shell/current-page';
import { menuItem } from '../fixtures/shell';

const events = menuItem('events', 'Lineup', '/calendar', {
  children: [
    menuItem('opening', 'Opening Night', '/event/opening-night', { connectedNode: { type: 'event', slug: 'opening-night' } }),
    menuItem('schedule', 'Festival Schedule', '/festival-schedule', {
      connectedNode: { type: 'page', slug: 'festival-schedule', englishSlug: 'festival-schedule' },
    }),
  ],
});
const news = menuItem('news', 'News', '/news');
const about = menuItem('about', 'About', '/about', {
  connectedNode: { type: 'about', slug: 'pop-montreal' },
  children: [menuItem('team', 'Team', '/page/team', { connectedNode: { type: 'page', slug: 'team', englishSlug: 'team' } })],
});
const faq = menuItem('faq', 'FAQ', '/page/faq', { connectedNode: { type: 'page', slug: 'faq', englishSlug: 'faq' } });
const merch = menuItem('merch', 'Merch', 'https://shop.example.com/');

describe('sectionOfPath', () => {
  it.each([
    ['/', null],
    ['/calendar', 'calendar'],
    ['/calendar?category=music', 'calendar'],
    ['/event/opening-night', 'calendar'],
    ['/fr/evenement/soiree-d-ouverture', 'calendar'],
    ['/fr/artiste/x', 'artists'],
    ['/news/first-wave', 'news'],
    ['/about', 'about'],
    ['/fr/a-propos/cinema', 'about'],
    ['/page/faq', null],
    ['/contact', 'contact'],
    ['/nowhere/x', null],
  ])('%s → %s', (path, section) => {
    expect(sectionOfPath(path)).toBe(section);
  });
});

describe('isSamePage', () => {
  it('ignores a trailing slash and a fragment, not the query (filtered lists are pages)', () => {
    expect(isSamePage('/news/', '/news')).toBe(true);
    expect(isSamePage('/news#top', '/news')).toBe(true);
    expect(isSamePage('/calendar?category=music', '/calendar')).toBe(false);
  });
});

describe('menuItemCurrent', () => {
  it('marks the exact page, in English and in French', () => {
    expect(menuItemCurrent('en', news, '/news')).toBe('page');
    const nouvelles = menuItem('news', 'Nouvelles', '/fr/nouvelles');
    expect(menuItemCurrent('fr', nouvelles, '/fr/nouvelles')).toBe('page');
  });

  it("marks a list as the section of its items' pages", () => {
    expect(menuItemCurrent('en', news, '/news/first-wave-of-artists')).toBe('true');
    expect(menuItemCurrent('en', events, '/event/closing-night')).toBe('true');
    expect(menuItemCurrent('fr', menuItem('cal', 'Programmation', '/fr/calendrier'), '/fr/evenement/x')).toBe('true');
    expect(menuItemCurrent('en', events, '/calendar?category=music')).toBe('true');
  });

  it('marks the entry whose sub-menu holds the page', () => {
    expect(menuItemCurrent('en', events, '/festival-schedule')).toBe('true');
    expect(menuItemCurrent('en', about, '/page/team')).toBe('true');
    expect(menuItemCurrent('en', about.children[0]!, '/page/team')).toBe('page');
  });

  it('marks nothing elsewhere: other sections, generic pages, items of the same list, external links', () => {
    expect(menuItemCurrent('en', news, '/calendar')).toBeUndefined();
    expect(menuItemCurrent('en', news, '/')).toBeUndefined();
    // Two generic pages are not one section.
    expect(menuItemCurrent('en', faq, '/page/team')).toBeUndefined();
    // An item is not the section of its siblings.
    expect(menuItemCurrent('en', events.children[0]!, '/event/closing-night')).toBeUndefined();
    expect(menuItemCurrent('en', merch, 'https://shop.example.com/')).toBeUndefined();
    expect(menuItemCurrent('en', news, undefined)).toBeUndefined();
  });
});
