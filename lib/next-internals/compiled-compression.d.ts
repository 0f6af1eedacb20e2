/** The `compression` middleware Next.js ships compiled (./answer-compression.mjs), as it is called. */
declare module 'next/dist/compiled/compression/index.js' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  export default function compression(): (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
}
