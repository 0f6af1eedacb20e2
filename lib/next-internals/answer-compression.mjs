// @ts-check
/**
 * The compression of every answer Next.js gives, with Next's own middleware (the `compression`
 * package it ships, as its router server applies it), installed by the request gate instead of by
 * Next: `compress: false` in next.config.mjs. Installed first, it sits under the gate's wrappers,
 * so those see the answers as Next writes them, uncompressed (./page-scripts.mjs rewrites a page's
 * head on its way out). tests/e2e/next-internals.spec.ts checks that pages and scripts still go out gzipped.
 *
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 */
import compression from 'next/dist/compiled/compression/index.js';
import { releaseCompressionStream } from 'next/dist/server/lib/release-compression-stream.js';

const compress = compression();

/** @param {Request} request @param {Response} response */
export function compressAnswer(request, response) {
  compress(request, response, () => {});
  // On a client that goes away the middleware never ends its zlib stream (Next releases it the same way).
  response.once('close', () => {
    if (!response.writableFinished) releaseCompressionStream(response);
  });
}
