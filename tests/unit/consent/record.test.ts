import { describe, expect, it } from 'vitest';
import { acceptAll, customConsent, parseConsent, rejectAll, serializeConsent } from '@/features/consent/record';

describe('consent record: the three decisions', () => {
  it('Accept All → every category true', () => {
    expect(acceptAll()).toEqual({ essential: true, analytics: true, marketing: true, functional: true });
  });

  it('Reject All → only essential true', () => {
    expect(rejectAll()).toEqual({ essential: true, analytics: false, marketing: false, functional: false });
  });

  it('Save → the chosen values, essential always true', () => {
    expect(customConsent({ analytics: true, marketing: false, functional: true })).toEqual({
      essential: true,
      analytics: true,
      marketing: false,
      functional: true,
    });
  });

  it('is stored as JSON with the four keys in a fixed order', () => {
    expect(serializeConsent(customConsent({ functional: true, marketing: false, analytics: true }))).toBe(
      '{"essential":true,"analytics":true,"marketing":false,"functional":true}',
    );
  });
});

describe('parseConsent', () => {
  it('round-trips every stored record', () => {
    for (const record of [acceptAll(), rejectAll(), customConsent({ analytics: false, marketing: true, functional: false })]) {
      expect(parseConsent(serializeConsent(record))).toEqual(record);
    }
  });

  it('accepts the keys in any order', () => {
    expect(parseConsent('{"functional":false,"marketing":true,"analytics":false,"essential":true}')).toEqual(
      customConsent({ analytics: false, marketing: true, functional: false }),
    );
  });

  it.each([
    ['missing', null],
    ['undefined', undefined],
    ['empty string', ''],
    ['corrupt JSON', '{"essential":true,'],
    ['not an object', '"yes"'],
    ['a boolean', 'true'],
    ['null', 'null'],
    ['an array', '[true,true,true,true]'],
    ['essential false', '{"essential":false,"analytics":false,"marketing":false,"functional":false}'],
    ['a missing category', '{"essential":true,"analytics":true,"marketing":true}'],
    ['a string value', '{"essential":true,"analytics":"true","marketing":true,"functional":true}'],
    ['an extra key', '{"essential":true,"analytics":true,"marketing":true,"functional":true,"ads":true}'],
    ['another tool’s format', '{"necessary":true,"statistics":true}'],
  ])('%s → undecided (null)', (_, raw) => {
    expect(parseConsent(raw)).toBeNull();
  });
});
