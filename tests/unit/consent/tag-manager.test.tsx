import { createContext, runInContext } from 'node:vm';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { headScript } from '@/components/shell/head-script';
import { consentModeScript } from '@/features/consent/consent-mode';
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

  it('renders nothing without a container id', () => {
    vi.stubEnv('GTM_ID', '');
    vi.stubEnv('NEXT_PUBLIC_GTM_ID', '');
    expect(renderToStaticMarkup(<TagManager />)).toBe('');
  });

  it('renders the loader alone with one: the defaults come first, from the head script', () => {
    vi.stubEnv('GTM_ID', 'GTM-TEST123');
    vi.stubEnv('GTM_SCRIPT_ORIGIN', 'http://127.0.0.1:4250');
    const html = renderToStaticMarkup(<TagManager />);
    expect(html).toContain('/gtm.js?id=GTM-TEST123');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(headScript.startsWith(consentModeScript())).toBe(true);
  });
});
