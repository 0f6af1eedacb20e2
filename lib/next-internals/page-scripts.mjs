// @ts-check
/**
 * Paint first, then hydrate. Next.js writes its JavaScript into the head of every page as
 * `<script src="/_next/static/chunks/…" async="">` tags, with a `<link rel="preload" as="script">`
 * or two, and cannot be told otherwise. A browser fetches those files as soon as it reads them
 * and runs each the moment it arrives: on a phone the ~150 KB share the link with the stylesheet
 * and the fonts the first paint waits for, and run on the main thread before it. Every page is
 * readable and navigable without JavaScript (links, GET forms, the timetable), so the scripts can
 * wait for the first frame.
 *
 * The HTML of a page is rewritten on its way out: those tags leave the head, and one inline
 * script in their place asks for the same files, in the same order, as soon as the page's first
 * content is on screen (or at once in a tab that is hidden: it paints nothing).
 * tests/e2e/next-internals.spec.ts checks, against the running site, that the tags are still found.
 *
 * @typedef {import('node:http').ServerResponse} Response
 */

const scriptTag = /<script src="(\/_next\/static\/[^"<>]+\.js(?:\?[^"<>]*)?)" async=""><\/script>/g;
const scriptPreload = /<link rel="preload" as="script"(?: fetchPriority="\w+")? href="\/_next\/static\/[^"<>]+"\/>/g;
const headEnd = Buffer.from('</head>');
/** Past this much HTML without `</head>`, the answer goes out as it is. */
const maxHeadBytes = 512 * 1024;

/**
 * The inline script that asks for the files: each is added as an async script once the page's
 * first content is on screen (its `first-contentful-paint` entry: what a visitor sees first is
 * then never waiting for them), or after the first frame where the browser does not report
 * paints, at once in a hidden tab (it paints nothing), and after 3 s whatever happened.
 * @param {string[]} sources
 */
function loaderScript(sources) {
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  return (
    '<script>(function(s){var d=0;function l(){if(d)return;d=1;s.forEach(function(u){' +
    'var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})}' +
    'if(document.visibilityState==="hidden")return l();' +
    'var P=window.PerformanceObserver;' +
    'if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0)new P(function(p,o){' +
    'if(p.getEntriesByName("first-contentful-paint").length){o.disconnect();l()}}).observe({type:"paint",buffered:true});' +
    'else requestAnimationFrame(function(){setTimeout(l)});' +
    'document.addEventListener("visibilitychange",l);setTimeout(l,3000)})(' +
    list +
    ')</script>'
  );
}

/**
 * The head with Next's script tags replaced by the loader (at the first tag's place) and its
 * script preloads removed; `moved` is how many files the loader asks for (0: the head unchanged).
 * @param {string} head
 * @returns {{ head: string, moved: number }}
 */
export function deferHeadScripts(head) {
  /** @type {string[]} */
  const sources = [];
  const marker = '\u0000page-scripts\u0000';
  const withoutTags = head.replace(scriptTag, (_tag, source) => (sources.push(source) === 1 ? marker : ''));
  if (sources.length === 0) return { head, moved: 0 };
  return { head: withoutTags.replace(scriptPreload, '').replace(marker, loaderScript(sources)), moved: sources.length };
}

/**
 * Rewrites the head of an HTML answer with `deferHeadScripts` as it passes: the answer is held
 * back only until its `</head>`, then flows as Next writes it. Its `Content-Length` is dropped
 * (the length changes). It sees the HTML only when installed over the compression
 * (./answer-compression.mjs); an answer that is not HTML, or already compressed, passes untouched.
 * @param {Response} response
 */
export function deferPageScripts(response) {
  const { writeHead, write, end } = response;
  /** @type {boolean | undefined} */
  let active;
  /** @type {Buffer[] | null} */
  let held = [];
  let heldBytes = 0;
  // The last bytes held, so that a `</head>` split across two writes is still found while each
  // write is searched once.
  let heldTail = Buffer.alloc(0);
  const decide = (/** @type {Record<string, unknown> | undefined} */ headers) => {
    if (active !== undefined) return active;
    const header = (/** @type {string} */ name) => response.getHeader(name) ?? headers?.[name] ?? headers?.[name.toLowerCase()];
    active = String(header('Content-Type') ?? '').startsWith('text/html') && !header('Content-Encoding');
    if (active) {
      response.removeHeader('Content-Length');
      if (headers) for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-length') delete headers[name];
    }
    return active;
  };
  /** @returns {Buffer | null} the held HTML to send now (rewritten), or null while `</head>` is still to come */
  const hold = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding, /** @type {boolean} */ last) => {
    let complete = last;
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(/** @type {any} */ (chunk), typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8');
      held?.push(bytes);
      heldBytes += bytes.byteLength;
      const searched = Buffer.concat([heldTail, bytes]);
      complete ||= searched.includes(headEnd);
      heldTail = searched.subarray(Math.max(0, searched.byteLength - headEnd.byteLength + 1));
    }
    if (!complete && heldBytes < maxHeadBytes) return null;
    const all = Buffer.concat(held ?? []);
    const at = all.indexOf(headEnd);
    held = null;
    if (at < 0) return all;
    const { head } = deferHeadScripts(all.subarray(0, at).toString('utf8'));
    return Buffer.concat([Buffer.from(head, 'utf8'), all.subarray(at)]);
  };
  const callbackOf = (/** @type {unknown[]} */ args) => args.find((value) => typeof value === 'function');
  Object.assign(response, {
    /** @param {number} statusCode @param {unknown[]} rest */
    writeHead(statusCode, ...rest) {
      decide(/** @type {Record<string, unknown> | undefined} */ (rest.find((value) => value && typeof value === 'object' && !Array.isArray(value))));
      return writeHead.call(response, statusCode, .../** @type {[any]} */ (rest));
    },
    /** @param {unknown} chunk @param {unknown[]} rest */
    write(chunk, ...rest) {
      if (!decide(undefined) || held === null) return write.call(response, /** @type {any} */ (chunk), .../** @type {[any]} */ (rest));
      const ready = hold(chunk, rest[0], false);
      if (ready) return write.call(response, ready, /** @type {any} */ (callbackOf(rest)));
      const done = callbackOf(rest);
      if (typeof done === 'function') process.nextTick(done);
      return true;
    },
    /** @param {unknown} chunk @param {unknown[]} rest */
    end(chunk, ...rest) {
      if (!decide(undefined) || held === null) return end.call(response, /** @type {any} */ (chunk), .../** @type {[any]} */ (rest));
      const ready = hold(chunk, rest[0], true);
      return end.call(response, ready && ready.byteLength > 0 ? ready : undefined, /** @type {any} */ (callbackOf([chunk, ...rest])));
    },
  });
}
