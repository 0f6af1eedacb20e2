import { describe, expect, it } from 'vitest';
import { privacyPolicyPath } from '@/features/consent/privacy-policy';

describe('privacyPolicyPath', () => {
  it('builds the Learn more link from the route table', () => {
    expect(privacyPolicyPath('en')).toBe('/page/privacy-policy');
    expect(privacyPolicyPath('fr')).toBe('/fr/page/politiques-de-confidentialite');
  });
});
