/**
 * Reads a request body up to a byte limit. Over the limit it answers at once and drains the rest
 * unread, so the server can reply 413 without buffering an oversized upload.
 */
import type { IncomingMessage } from 'node:http';

export const MAX_BODY_BYTES = 1024 * 1024;

export type BodyResult = { ok: true; text: string } | { ok: false; reason: 'too-large' | 'aborted' };

export function readBody(req: IncomingMessage, maxBytes: number = MAX_BODY_BYTES): Promise<BodyResult> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    req.resume();
    return Promise.resolve({ ok: false, reason: 'too-large' });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= maxBytes) return void chunks.push(chunk);
      req.off('data', onData);
      req.resume();
      resolve({ ok: false, reason: 'too-large' });
    };
    req.on('data', onData);
    req.on('end', () => resolve({ ok: true, text: Buffer.concat(chunks).toString('utf8') }));
    req.on('error', () => resolve({ ok: false, reason: 'aborted' }));
    req.on('close', () => resolve({ ok: false, reason: 'aborted' }));
  });
}
