import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '@/security-headers.mjs';

describe('Content-Security-Policy', () => {
  it('allows no tag-manager or analytics host when no container id is set', () => {
    const csp = contentSecurityPolicy({ NODE_ENV: 'production', GTM_SCRIPT_ORIGIN: 'https://gtm.example' });
    expect(csp).not.toMatch(/gtm\.example|googletagmanager|google-analytics/);
    expect(csp).toContain("script-src 'self' 'unsafe-inline';");
    expect(csp).toContain(
      'frame-src https://open.spotify.com https://w.soundcloud.com https://www.youtube-nocookie.com https://bandcamp.com;',
    );
  });

  it('allows the tag manager (and what it loads) with a container id', () => {
    const csp = contentSecurityPolicy({ NODE_ENV: 'production', GTM_ID: 'GTM-ABC1234', GTM_SCRIPT_ORIGIN: 'https://gtm.example/x' });
    expect(csp).toContain("script-src 'self' 'unsafe-inline' https://gtm.example;");
    expect(csp).toContain('https://*.google-analytics.com');
    expect(csp).toContain(
      'frame-src https://open.spotify.com https://w.soundcloud.com https://www.youtube-nocookie.com https://bandcamp.com https://gtm.example;',
    );
  });
});
