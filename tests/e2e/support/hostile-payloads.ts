/**
 * The outside probe's payload classes, as raw URL path segments (already percent-encoded as a
 * client would send them). `n` makes each one distinct, so that a cache keyed on the URL would
 * grow with every request: 300 distinct slugs must leave `.next` as it was.
 */
export const hostileSlugClasses = {
  traversal: (n: number) => `..%2f..%2fetc%2fpasswd${n}`,
  doubleEncoding: (n: number) => `%252e%252e%252fetc${n}`,
  nul: (n: number) => `a%00b${n}`,
  badEscape: (n: number) => `x${n}%zz`,
  loneEscape: (n: number) => `x${n}%`,
  invalidUtf8: (n: number) => `x${n}%ff%fe`,
  overlongUtf8: (n: number) => `%c0%af${n}`,
  longSlug: (n: number) => `${'a'.repeat(5000)}${n}`,
  veryLongSlug: (n: number) => `${'a'.repeat(10000)}${n}`,
  crlf: (n: number) => `x${n}%0d%0aSet-Cookie:%20injected=1`,
  markup: (n: number) => `%3Cscript%3Ealert(${n})%3C%2Fscript%3E`,
  svgMarkup: (n: number) => `%3Csvg%20onload=alert(${n})%3E`,
  attributeMarkup: (n: number) => `%22%3E%3Cimg%20src=x%20onerror=alert(${n})%3E`,
  encodedAscii: (n: number) => `caf%3Cb%3E${n}`,
} as const;

/**
 * Well-formed but odd: unicode slugs are valid WordPress slugs (encoded UTF-8), so they may reach
 * a route, which answers 404. Checked for no 500 and the headers, not for the file count (the cost
 * of unknown well-formed slugs is the routes' concern).
 */
export const unusualSlugClasses = {
  emoji: (n: number) => `%F0%9F%8E%B5${n}`,
  accented: (n: number) => `h%C3%A9l%C3%A8ne-${n}`,
  uppercase: (n: number) => `Opening-Night-${n}`,
} as const;

/** What a hostile payload would leave in a page if it were reflected unescaped. */
export const reflectedMarkup = /<script>alert\(|<svg onload=|<img src=x onerror=/i;

export const unusualMethods = ['TRACE', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'POST'] as const;
