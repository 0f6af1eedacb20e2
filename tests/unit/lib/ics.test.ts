import { describe, expect, it } from 'vitest';
import { toZonedIso } from '@/lib/festival-time';
import { buildIcs } from '@/features/ics';

const entry = {
  uid: 'event-42@popmontreal',
  title: 'Soirée d’ouverture; avec invités, etc.',
  startsAt: '2027-09-22T20:30:00',
  location: 'Salle Mirabelle',
  description: 'Line one\nLine two',
  url: 'https://example.com/fr/evenement/soiree-d-ouverture',
  language: 'fr' as const,
  now: new Date('2027-01-01T00:00:00Z'),
};

describe('buildIcs', () => {
  const ics = buildIcs(entry);

  it('converts Montréal wall-clock time (EDT, UTC−4 in September) to UTC', () => {
    expect(ics).toContain('DTSTART:20270923T003000Z');
    expect(ics).toContain('DTEND:20270923T023000Z');
  });

  it('handles standard time (EST, UTC−5) too', () => {
    expect(buildIcs({ ...entry, startsAt: '2027-12-01T20:00:00' })).toContain('DTSTART:20271202T010000Z');
  });

  it('a bare CR in content cannot start a property of its own', () => {
    const ics = buildIcs({ ...entry, title: 'Show\rATTENDEE:mailto:evil@example.com', description: 'a\r\nb\rc\nd' });
    expect(ics).toContain('SUMMARY;LANGUAGE=fr:Show\\nATTENDEE:mailto:evil@example.com');
    expect(ics).toContain('DESCRIPTION;LANGUAGE=fr:a\\nb\\nc\\nd');
    expect(ics.replace(/\r\n/g, '')).not.toContain('\r');
  });

  it('escapes text and uses CRLF line endings', () => {
    expect(ics).toContain('SUMMARY;LANGUAGE=fr:Soirée d’ouverture\\; avec invités\\, etc.');
    expect(ics).toContain('DESCRIPTION;LANGUAGE=fr:Line one\\nLine two');
    expect(ics.split('\r\n')[0]).toBe('BEGIN:VCALENDAR');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('folds lines longer than 75 octets', () => {
    const long = buildIcs({ ...entry, title: 'é'.repeat(100) });
    for (const line of long.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(long).toContain('\r\n é');
  });
});

describe('toZonedIso', () => {
  it('labels festival times with the Montréal offset of that date', () => {
    expect(toZonedIso('2027-09-22T20:30:00')).toBe('2027-09-22T20:30:00-04:00');
    expect(toZonedIso('2027-01-10T20:30:00')).toBe('2027-01-10T20:30:00-05:00');
  });
});
