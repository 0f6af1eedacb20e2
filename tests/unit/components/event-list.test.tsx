// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EventList } from '@/components/event-list';
import type { Event } from '@/queries/types';
import { eventFixture } from '../fixtures/events';

function event(n: number): Event {
  return eventFixture(`event-${n}`, {
    title: `Event ${n}`,
    image: { url: `https://cdn.example.org/wp-content/uploads/poster-${n}.jpg`, alt: `Poster ${n}`, width: 1200, height: 660 },
  });
}

const events = [event(1), event(2), event(3)];

describe('EventList', () => {
  it('fetches the first image of the list that opens a page with high priority, and only that one', () => {
    render(<EventList events={events} locale="en" preloadFirst />);
    const images = screen.getAllByRole('img');
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null]);
    // The others wait until they are near the viewport.
    expect(images.slice(1).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('preloads nothing in the lists further down a page', () => {
    render(<EventList events={events} locale="en" />);
    expect(screen.getAllByRole('img').every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('asks for no wider image than a card ever is (three columns in the 72rem container)', () => {
    render(<EventList events={events} locale="en" />);
    expect(screen.getAllByRole('img')[0]).toHaveAttribute('sizes', expect.stringMatching(/^\(min-width: 72rem\) 360px, /));
  });
});
