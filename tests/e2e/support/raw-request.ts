import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One HTTP request with the path sent byte for byte: browsers and `fetch` normalise URLs (dot
 * segments resolved, `%2e` read as a dot), which would hide exactly what hostile requests send.
 */
export function rawRequest(origin: string, method: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: hostname === 'localhost' ? '127.0.0.1' : hostname, port, method, path, headers: { accept: 'text/html', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('latin1') }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** Runs `task` over `items`, `concurrency` at a time. */
export async function inBatches<T, R>(items: T[], concurrency: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index]!);
      }
    }),
  );
  return results;
}
