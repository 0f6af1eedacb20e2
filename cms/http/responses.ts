/**
 * JSON responses, and the GraphQL-shaped error body WPGraphQL sends even for transport errors.
 */
import type { ServerResponse } from 'node:http';

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

export function sendGraphQLError(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  sendJson(res, status, { errors: [{ message }] }, headers);
}

/** One line per error on stderr, so a failing build can be traced to its request. */
export function logError(context: string, message: string): void {
  console.error(`[content-server] ${context}: ${message.replace(/\s+/g, ' ').slice(0, 500)}`);
}
