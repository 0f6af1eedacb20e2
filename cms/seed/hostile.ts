/**
 * Hostile markup planted on purpose in a few PUBLISHED bodies (both languages), so the site's
 * sanitising can be proven: script tags, event-handler attributes, javascript: URLs, iframes,
 * page-covering inline styles and SVG handlers, embedded in otherwise normal content.
 */
export const HOSTILE = {
  script: '<script>alert(1)</script>',
  imgOnerror: '<img src=x onerror="alert(1)">',
  jsLink: (text: string): string => `<a href="javascript:alert(1)">${text}</a>`,
  iframe: '<iframe src="https://evil.example" width="600" height="400"></iframe>',
  fixedStyle: (html: string): string =>
    `<div style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:2147483647;background:#fff">${html}</div>`,
  svgOnload: '<svg onload=alert(1)><circle r="4"></circle></svg>',
} as const;

/** Which seed items (by English key) hold hostile HTML, in both languages. */
export const HOSTILE_ITEMS = {
  event: 'sorrel-and-the-sundogs-in-the-park',
  artist: 'ghost-marina-club',
  news: 'symposium-2027-program',
  page: 'volunteer',
} as const;
