import { createContext, runInContext } from 'node:vm';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TagManager } from '@/components/tag-manager';
import { readTagManagerConfig, tagManagerScript, tagManagerScriptUrl } from '@/features/consent/tag-manager';

describe('readTagManagerConfig', () => {
  it('is off without a container id', () => {
    expect(readTagManagerConfig({})).toBeNull();
    expect(readTagManagerConfig({ GTM_ID: '  ', GTM_SCRIPT_ORIGIN: 'http://127.0.0.1:1' })).toBeNull();
  });

  it('reads GTM_ID, or NEXT_PUBLIC_GTM_ID, with Google as the default origin', () => {
    expect(readTagManagerConfig({ GTM_ID: 'GTM-ABC1234' })).toEqual({
      containerId: 'GTM-ABC1234',
      scriptOrigin: 'https://www.googletagmanager.com',
    });
    expect(readTagManagerConfig({ NEXT_PUBLIC_GTM_ID: 'GTM-XYZ9' })?.containerId).toBe('GTM-XYZ9');
  });

  it('takes the script origin from GTM_SCRIPT_ORIGIN (a loopback stand-in in tests)', () => {
    const config = readTagManagerConfig({ GTM_ID: 'GTM-TEST123', GTM_SCRIPT_ORIGIN: 'http://127.0.0.1:4250/' });
    expect(config?.scriptOrigin).toBe('http://127.0.0.1:4250');
    expect(tagManagerScriptUrl(config!)).toBe('http://127.0.0.1:4250/gtm.js?id=GTM-TEST123');
  });

  it.each([
    [{ GTM_ID: 'UA-12345-1' }],
    [{ GTM_ID: 'GTM-abc"</script>' }],
    [{ GTM_ID: 'GTM-ABC1234', GTM_SCRIPT_ORIGIN: 'javascript:alert(1)' }],
    [{ GTM_ID: 'GTM-ABC1234', GTM_SCRIPT_ORIGIN: 'not a url' }],
  ])('refuses a malformed setting: %j', (env) => {
    expect(() => readTagManagerConfig(env)).toThrow();
  });
});

describe('tagManagerScript', () => {
  it('pushes gtm.start and appends the async container script to <head>', () => {
    const appended: Array<{ async?: boolean; src?: string }> = [];
    const window = createContext({
      Date,
      document: {
        createElement: () => ({}),
        head: { appendChild: (element: { async?: boolean; src?: string }) => appended.push(element) },
      },
    });
    window.window = window;
    window.dataLayer = [{ existing: true }];
    runInContext(tagManagerScript({ containerId: 'GTM-TEST123', scriptOrigin: 'http://127.0.0.1:4250' }), window);
    expect(window.dataLayer).toHaveLength(2);
    expect(window.dataLayer[1]).toMatchObject({ event: 'gtm.js' });
    expect(typeof window.dataLayer[1]['gtm.start']).toBe('number');
    expect(appended).toEqual([{ async: true, src: 'http://127.0.0.1:4250/gtm.js?id=GTM-TEST123' }]);
  });
});

describe('<TagManager>', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('renders only the Consent Mode defaults without a container id', () => {
    vi.stubEnv('GTM_ID', '');
    vi.stubEnv('NEXT_PUBLIC_GTM_ID', '');
    const html = renderToStaticMarkup(<TagManager />);
    expect(html).toContain('gtag("consent","default"');
    expect(html).not.toContain('gtm.js');
  });

  it('renders the defaults BEFORE the tag-manager loader', () => {
    vi.stubEnv('GTM_ID', 'GTM-TEST123');
    vi.stubEnv('GTM_SCRIPT_ORIGIN', 'http://127.0.0.1:4250');
    const html = renderToStaticMarkup(<TagManager />);
    const defaults = html.indexOf('gtag("consent","default"');
    const loader = html.indexOf('/gtm.js?id=GTM-TEST123');
    expect(defaults).toBeGreaterThanOrEqual(0);
    expect(loader).toBeGreaterThan(defaults);
    expect(html.match(/<script/g)).toHaveLength(2);
  });
});
