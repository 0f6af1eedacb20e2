// @ts-check
/**
 * How Next.js writes an answer, which the request gate (server/gate.mjs) relies on to change the
 * answers Next cannot be told to give otherwise: Next starts every answer through the Node.js
 * response's `writeHead`, `write` or `end`, with its status and `Content-Type` set by then, and
 * wraps those methods again itself (to compress) after the gate has. Wrapping them is the only way
 * to see an answer before it leaves; tests/e2e/next-internals.spec.ts checks, against the running
 * site, that Next's own HTML 404 is still replaced by the site's 404 page.
 *
 * @typedef {import('node:http').ServerResponse} Response
 */

/**
 * Calls `decide` once, just before the answer starts (its headers are then still open), whichever
 * of `writeHead`, `write` or `end` starts it.
 * @param {Response} response @param {() => void} decide
 */
export function beforeAnswerStarts(response, decide) {
  const { writeHead, write, end } = response;
  let decided = false;
  const once = () => {
    if (decided || response.headersSent) return;
    decided = true;
    decide();
  };
  Object.assign(response, {
    /** @param {unknown[]} args */
    writeHead(...args) {
      once();
      return writeHead.apply(response, /** @type {any} */ (args));
    },
    /** @param {unknown[]} args */
    write(...args) {
      once();
      return write.apply(response, /** @type {any} */ (args));
    },
    /** @param {unknown[]} args */
    end(...args) {
      once();
      return end.apply(response, /** @type {any} */ (args));
    },
  });
}

/**
 * Lets Next.js answer, but when its answer turns out to be an HTML 404 (known when it starts the
 * response: an explicit `writeHead`, or its first `write`/`end`), keeps its body aside and sends
 * the 404 page instead. Any other answer passes through these wrappers untouched. They stay in
 * place (Next.js wraps them in turn to compress), and are only taken off once a 404 is diverted.
 * @param {Response} response
 * @param {() => boolean} neverExisted a 5xx is a 404 too when the page never named anything
 * @param {(nextBody: Buffer) => Promise<void>} replace
 */
export function replaceHtmlNotFound(response, neverExisted, replace) {
  const { writeHead, write, end } = response;
  /** @type {boolean | undefined} */
  let diverted;
  /** @type {Buffer[]} */
  const kept = [];
  const keep = (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    kept.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(/** @type {any} */ (chunk), typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8'));
  };
  /** @param {number} statusCode @param {Record<string, unknown>} [headers] */
  const decide = (statusCode, headers = {}) => {
    if (diverted === undefined) {
      const contentType = String(response.getHeader('content-type') ?? headers['content-type'] ?? headers['Content-Type'] ?? '');
      diverted = (statusCode === 404 && contentType.startsWith('text/html')) || (statusCode >= 500 && neverExisted());
    }
    return diverted;
  };
  Object.assign(response, {
    /** @param {number} statusCode @param {unknown[]} rest */
    writeHead(statusCode, ...rest) {
      const headers = /** @type {Record<string, unknown> | undefined} */ (rest.find((value) => value && typeof value === 'object'));
      if (decide(statusCode, headers)) return response;
      return writeHead.call(response, statusCode, .../** @type {[any]} */ (rest));
    },
    /** @param {unknown} chunk @param {unknown} encoding @param {unknown} callback */
    write(chunk, encoding, callback) {
      if (!decide(response.statusCode)) return write.call(response, /** @type {any} */ (chunk), /** @type {any} */ (encoding), /** @type {any} */ (callback));
      keep(chunk, encoding);
      const done = [encoding, callback].find((value) => typeof value === 'function');
      if (typeof done === 'function') done();
      return true;
    },
    /** @param {unknown} chunk @param {unknown} encoding @param {unknown} callback */
    end(chunk, encoding, callback) {
      if (!decide(response.statusCode)) return end.call(response, /** @type {any} */ (chunk), /** @type {any} */ (encoding), /** @type {any} */ (callback));
      keep(chunk, encoding);
      // From here on the gate writes, with the response's own methods (not Next.js's compression).
      Object.assign(response, { writeHead, write, end });
      const done = [chunk, encoding, callback].find((value) => typeof value === 'function');
      replace(Buffer.concat(kept)).then(
        () => typeof done === 'function' && done(),
        (error) => {
          console.error(error);
          response.destroy();
        },
      );
      return response;
    },
  });
}

/**
 * A file asked with a `Range` it cannot satisfy (`bytes=999999999-`, `bytes=5-2`): Next.js's
 * static server meets the 416 of its file server (`send`, which has already set
 * `Content-Range: bytes *\/size`), then fails to render a page for it and ends with a 500. That
 * answer is turned into the 416 it is, with one line.
 * @param {Response} response
 */
export function answerUnsatisfiableRange(response) {
  const { writeHead, write, end } = response;
  const line = 'Range not satisfiable\n';
  let replaced = false;
  /** @param {number} statusCode */
  const replace = (statusCode) => {
    if (!replaced && !response.headersSent && statusCode === 500 && /^bytes \*\/\d+$/.test(String(response.getHeader('content-range') ?? ''))) {
      replaced = true;
      response.statusCode = 416;
      response.setHeader('Content-Type', 'text/plain; charset=utf-8');
      response.setHeader('Cache-Control', 'no-store');
      response.setHeader('Content-Length', Buffer.byteLength(line));
    }
    return replaced;
  };
  Object.assign(response, {
    /** @param {number} statusCode @param {unknown[]} rest */
    writeHead(statusCode, ...rest) {
      if (!replace(statusCode)) return writeHead.call(response, statusCode, .../** @type {[any]} */ (rest));
      return writeHead.call(response, 416);
    },
    /** @param {unknown[]} args */
    write(...args) {
      if (!replace(response.statusCode)) return write.apply(response, /** @type {any} */ (args));
      return true;
    },
    /** @param {unknown[]} args */
    end(...args) {
      if (!replace(response.statusCode)) return end.apply(response, /** @type {any} */ (args));
      return end.call(response, line, /** @type {any} */ (undefined));
    },
  });
}
