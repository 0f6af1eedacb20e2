import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { deferPageScripts } from '@/lib/next-internals/page-scripts.mjs';

/** A response that records what reaches the connection, write by write. */
function recordingResponse() {
  const sent: string[] = [];
  const headers = new Map<string, unknown>([['content-type', 'text/html; charset=utf-8']]);
  const response = {
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
    writeHead: () => response,
    write: (chunk: Buffer | string) => (sent.push(String(chunk)), true),
    end: (chunk?: Buffer | string) => (chunk !== undefined && sent.push(String(chunk)), response),
  };
  deferPageScripts(response as unknown as ServerResponse);
  return { response, sent };
}

const head = '<html><head><script src="/_next/static/chunks/a.js" async=""></script><title>x</title></he';

describe('deferPageScripts', () => {
  it('sends the rewritten head as soon as a `</head>` split across two writes is complete, before the answer ends', () => {
    const { response, sent } = recordingResponse();
    response.write(Buffer.from(head));
    expect(sent).toEqual([]);
    response.write(Buffer.from('ad><body><h1>Artists</h1>'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('</head><body><h1>Artists</h1>');
    expect(sent[0]).not.toContain('<script src="/_next/static/chunks/a.js" async="">');
    expect(sent[0]).toContain('["/_next/static/chunks/a.js"]');
    response.write(Buffer.from('<p>more</p>'));
    response.end('</body></html>');
    expect(sent.slice(1)).toEqual(['<p>more</p>', '</body></html>']);
  });

  it('holds an answer whose head has not ended, many writes long, and sends it whole at its end', () => {
    const { response, sent } = recordingResponse();
    response.write('<html><head>');
    for (let i = 0; i < 50; i += 1) response.write(`<meta name="m${i}">`);
    expect(sent).toEqual([]);
    response.end('</head><body></body></html>');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^<html><head><meta name="m0">.*<meta name="m49"><\/head><body><\/body><\/html>$/);
  });
});
