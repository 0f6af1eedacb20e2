import { describe, expect, it, vi } from 'vitest';

const getAllEvents = vi.hoisted(() => vi.fn(async () => []));
vi.mock('@/queries/events', () => ({ getAllEvents }));

const { scheduleFeedResponse } = await import('@/features/schedule/feed-response');

describe('the feed URL: one spelling per set of picks', () => {
  it.each([
    ['7n.55.5h.ics', '55.5h.7n.ics'],
    ['55.55.ics', '55.ics'],
    ['055.ics', '55.ics'],
    ['7n.55.7n.ics', '55.7n.ics'],
  ])('%s → 308 to %s, without reading the content', async (segment, location) => {
    getAllEvents.mockClear();
    const response = await scheduleFeedResponse(new Request('http://localhost/my-schedule/feed/' + segment), 'en', segment);
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(location);
    expect(getAllEvents).not.toHaveBeenCalled();
  });

  it('serves the canonical spelling', async () => {
    const response = await scheduleFeedResponse(new Request('http://localhost/fr/mon-horaire/feed/55.5h.7n.ics'), 'fr', '55.5h.7n.ics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/calendar');
  });
});
