import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fallbackStylesheet } from '@/features/fonts/fallback-faces.mjs';

const root = path.resolve(__dirname, '../../..');

function declared(css: string, family: string): Record<string, string> {
  const block = css.split('@font-face').find((rule) => rule.includes(`font-family: "${family}";`));
  if (!block) throw new Error(`no face for ${family}`);
  return Object.fromEntries([...block.matchAll(/^\s+([a-z-]+): (.+);$/gm)].map((m) => [m[1]!, m[2]!]));
}

describe('the identity fonts’ fallback faces', () => {
  const css = fallbackStylesheet() as string;

  it('are what app/font-fallbacks.css holds (run `node features/fonts/fallback-faces.mjs > app/font-fallbacks.css`)', () => {
    expect(readFileSync(path.join(root, 'app/font-fallbacks.css'), 'utf8')).toBe(css);
  });

  it('take the condensed display face’s room on capitals: Arial is scaled to about 70 %, Roboto to about 75 %', () => {
    // Anton's capitals are about 0.7 of Arial's width: a fallback at 100 % would wrap the logo.
    const arial = parseFloat(declared(css, 'Display Fallback')['size-adjust']!);
    const roboto = parseFloat(declared(css, 'Display Fallback Roboto')['size-adjust']!);
    expect(arial).toBeGreaterThan(60);
    expect(arial).toBeLessThan(80);
    expect(roboto).toBeGreaterThan(arial);
  });

  it('name Arial’s metric twins, and bold system faces for the bold label face', () => {
    const display = declared(css, 'Display Fallback');
    expect(display.src).toContain('local("Liberation Sans")');
    expect(display.src).toContain('local("Arimo")');
    const label = declared(css, 'Label Fallback');
    expect(label['font-weight']).toBe('700');
    expect(label.src).toContain('local("Arial Bold")');
    expect(label.src).not.toContain('local("Arial")');
  });
});
