// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/shell.js/route';
import { clockLibrary, clockLibraryGlobal } from '@/components/schedule/clock-library';
import { InlineScript } from '@/components/schedule/inline-script';
import { headScript, headScriptSrc, headScriptVersion } from '@/components/shell/head-script';
import { festivalNightOf } from '@/features/schedule/now-and-next';

describe('the head script', () => {
  it('is served with its text, cached for good at this build’s address and briefly at any other', async () => {
    const current = await GET(new Request(`http://site.test${headScriptSrc}`));
    expect(await current.text()).toBe(headScript);
    expect(current.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(current.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const other of ['/shell.js', `/shell.js?v=${headScriptVersion}x`, '/shell.js?v=']) {
      const answer = await GET(new Request(`http://site.test${other}`));
      expect(await answer.text(), other).toBe(headScript);
      expect(answer.headers.get('cache-control'), other).toBe('public, max-age=60');
    }
  });

  it('runs in a page before its body: Consent Mode defaults, the held taps and the clock library', () => {
    (0, eval)(headScript);
    const page = window as unknown as Record<string, unknown> & { dataLayer: unknown[] };
    expect(Array.from(page.dataLayer[0] as ArrayLike<unknown>).slice(0, 2)).toEqual(['consent', 'default']);
    expect(page.__tapReplay).toBeDefined();
    const library = page[clockLibraryGlobal] as typeof clockLibrary;
    expect(Object.keys(library).sort()).toEqual(Object.keys(clockLibrary).sort());
    expect(library.festivalNightOf('2027-09-25T01:30')).toBe(festivalNightOf('2027-09-25T01:30'));
  });
});

describe('an inline clock script', () => {
  it('calls the library by name, with its data and no function source', () => {
    const html = renderToStaticMarkup(<InlineScript run={clockLibrary.showTonight} args={[{ timeZone: 'America/Toronto', from: 'a', to: 'b', utcOffsetMinutes: -240 }, { x: '</script>' }, clockLibrary.festivalClockNow, clockLibrary.festivalNightOf]} />);
    expect(html).toContain(`${clockLibraryGlobal}["showTonight"](document.currentScript,`);
    expect(html).toContain(`${clockLibraryGlobal}["festivalClockNow"],${clockLibraryGlobal}["festivalNightOf"]`);
    expect(html).not.toContain('</script>"');
    expect(html).not.toContain('function');
  });

  it('refuses a function the library does not hold (its source would not be in the head script)', () => {
    const stray = (script: HTMLScriptElement) => void script;
    expect(() => renderToStaticMarkup(<InlineScript run={stray} args={[]} />)).toThrow(/clock library/);
  });
});
