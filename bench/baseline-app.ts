/**
 * The baseline: a bare Next.js App Router app with this repo's Next and React (its node_modules),
 * one static page per route kind of the site and no data. `bareBuildEnv(total)` gives the build
 * environment that makes it pre-render `total` pages, so a build of it matches the site's count.
 * Plain `.js` files: no TypeScript step to set up in the temporary folder.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Route kinds with a `[slug]` segment; the home page and the calendar are single pages. */
export const bareItemRoutes = ['event', 'artist', 'news', 'page'] as const;
export const bareFixedPages = ['/', '/calendar', '/same-size'] as const;

/**
 * A bare page as heavy as the site's home page: text of `BARE_FILLER_CHARS` characters (which
 * Next writes twice, as HTML and as the RSC payload). Serving it separates what serving costs
 * because of the bytes from what the site's own code adds.
 */
export const bareSameSizePath = '/same-size';

/** The filler length that makes the same-size page's HTML about `htmlBytes` long. */
export function fillerCharsFor(htmlBytes: number): number {
  // A bare page's HTML without filler is ~5 KB; the filler is written twice.
  return Math.max(0, Math.round((htmlBytes - 5_000) / 2));
}

/** Pages of each item route so the app pre-renders `total` pages in all (the fixed ones included). */
export function barePageShares(total: number): number[] {
  const items = Math.max(bareItemRoutes.length, total - bareFixedPages.length);
  const base = Math.floor(items / bareItemRoutes.length);
  const extra = items % bareItemRoutes.length;
  return bareItemRoutes.map((_, index) => base + (index < extra ? 1 : 0));
}

/** The build environment that makes the bare app pre-render `total` pages. */
export function bareBuildEnv(total: number, fillerChars = 0): Record<string, string> {
  const shares = barePageShares(total);
  return {
    ...Object.fromEntries(bareItemRoutes.map((route, index) => [envName(route), String(shares[index] ?? 1)])),
    BARE_FILLER_CHARS: String(fillerChars),
  };
}

function envName(route: string): string {
  return `BARE_PAGES_${route.toUpperCase()}`;
}

/** The bare page the site's pages are compared with. */
export const barePaths = { home: '/' } as const;

const layout = `export const metadata = {
  title: 'Bare Next.js page',
  description: 'A bare Next.js App Router page with no data, the baseline of the benchmarks.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`;

function staticPage(title: string): string {
  return `export default function Page() {
  return (
    <main>
      <h1>${title}</h1>
      <p>A trivial page with no data.</p>
    </main>
  );
}
`;
}

function itemPage(route: string): string {
  return `export const dynamicParams = false;

export function generateStaticParams() {
  const count = Number(process.env.${envName(route)} ?? '1');
  return Array.from({ length: count }, (_, i) => ({ slug: \`item-\${i}\` }));
}

export default async function Page({ params }) {
  const { slug } = await params;
  return (
    <main>
      <h1>${route} {slug}</h1>
      <p>A trivial page with no data.</p>
    </main>
  );
}
`;
}

const sameSizePage = `const sentence = 'A bare page as heavy as the site\\'s home page, for the serving benchmark. ';

export default function Page() {
  const chars = Number(process.env.BARE_FILLER_CHARS ?? '0');
  const filler = sentence.repeat(Math.ceil(chars / sentence.length)).slice(0, chars);
  return (
    <main>
      <h1>Same size</h1>
      <p>{filler}</p>
    </main>
  );
}
`;

function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

export function writeBareApp(dir: string): void {
  write(path.join(dir, 'package.json'), `${JSON.stringify({ name: 'bare-next-baseline', private: true }, null, 2)}\n`);
  // A lock file marks the folder as the project root (Turbopack infers its root from it).
  write(path.join(dir, 'package-lock.json'), `${JSON.stringify({ name: 'bare-next-baseline', lockfileVersion: 3, requires: true, packages: { '': { name: 'bare-next-baseline' } } }, null, 2)}\n`);
  write(path.join(dir, 'next.config.mjs'), 'const nextConfig = { poweredByHeader: false, reactStrictMode: true };\n\nexport default nextConfig;\n');
  write(path.join(dir, 'app/layout.js'), layout);
  write(path.join(dir, 'app/page.js'), staticPage('Home'));
  write(path.join(dir, 'app/calendar/page.js'), staticPage('Calendar'));
  write(path.join(dir, `app${bareSameSizePath}/page.js`), sameSizePage);
  for (const route of bareItemRoutes) write(path.join(dir, `app/${route}/[slug]/page.js`), itemPage(route));
}
