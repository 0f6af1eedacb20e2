/**
 * `/graphql/` over HTTP as WPGraphQL serves it: POST with a JSON body `{query, variables,
 * operationName}` (or a batch: an array of them), or GET with the same as query parameters.
 * Transport errors answer GraphQL-shaped bodies: 400 for a body that is not JSON, 413 over 1 MB,
 * 415 for a POST without `Content-Type: application/json`, 405 for other methods, 401 for wrong
 * editor credentials (see ./authentication.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import type { ResolverContext, Viewer } from '../graphql/context';
import { runGraphQLRequest, type GraphQLHttpResult, type GraphQLRequestParams } from '../graphql/run-graphql-request';
import { type AnswerTimeModel, holdAnswer } from './answer-time';
import type { Authentication } from './authentication';
import type { RequestLog } from './request-log';
import { readBody } from './read-body';
import { logError, sendGraphQLError, sendJson } from './responses';

/** WPGraphQL's default limit for batched queries. */
const MAX_BATCH_SIZE = 10;

export interface GraphQLEndpointOptions {
  schema: GraphQLSchema;
  /** The resolver context of one request (the current store index, the public URL, the viewer). */
  createContext: (viewer: Viewer | null) => ResolverContext;
  /** Who the request acts as; anonymous when absent. */
  authenticate?: (authorization: string | undefined) => Authentication;
  /** Answer as slowly as a real WordPress would (./answer-time.ts); null: at once. */
  answerTime?: AnswerTimeModel | null;
  /** Counts the requests answered (GET /admin/requests). */
  requestLog?: RequestLog;
}

function operationLabel(params: GraphQLRequestParams): string {
  return typeof params.operationName === 'string' ? params.operationName : 'anonymous operation';
}

async function runLogged(
  options: GraphQLEndpointOptions,
  params: GraphQLRequestParams,
  viewer: Viewer | null,
): Promise<GraphQLHttpResult> {
  const startedAt = Date.now();
  options.requestLog?.record(params.operationName, params.variables);
  const result = await runGraphQLRequest(options.schema, params, options.createContext(viewer));
  await holdAnswer(options.answerTime ?? null, result.body.data, startedAt);
  for (const message of result.errorMessages) logError(`graphql ${result.status} ${operationLabel(params)}`, message);
  return result;
}

/** A transport-level refusal: logged, then answered with a GraphQL-shaped body. */
function reject(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  logError(`graphql ${status}`, message);
  sendGraphQLError(res, status, message, headers);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function handlePost(
  options: GraphQLEndpointOptions,
  req: IncomingMessage,
  res: ServerResponse,
  viewer: Viewer | null,
): Promise<void> {
  const contentType = req.headers['content-type'] ?? '';
  if (!/^application\/json\b/i.test(contentType.trim())) {
    req.resume();
    return reject(res, 415, `HTTP POST requests must have Content-Type: application/json header. Received: ${contentType || '(none)'}`);
  }
  const body = await readBody(req);
  if (!body.ok) {
    if (body.reason === 'too-large') {
      return reject(res, 413, 'The request body is larger than 1 MB.', { Connection: 'close' });
    }
    return; // The client went away: nobody is left to answer.
  }
  let payload: unknown;
  try {
    payload = JSON.parse(body.text);
  } catch {
    return reject(res, 400, 'The request body is not valid JSON.');
  }
  if (Array.isArray(payload)) {
    if (payload.length === 0 || payload.length > MAX_BATCH_SIZE || !payload.every(isObject)) {
      return reject(res, 400, `A batch must be a list of 1 to ${MAX_BATCH_SIZE} request objects.`);
    }
    const results = await Promise.all(payload.map((params) => runLogged(options, params, viewer)));
    return sendJson(res, 200, results.map((r) => r.body));
  }
  if (!isObject(payload)) return reject(res, 400, 'The request body must be a JSON object.');
  const result = await runLogged(options, payload, viewer);
  sendJson(res, result.status, result.body, noStoreWhenAuthenticated(viewer));
}

/** WPGraphQL sends WordPress's no-cache headers on authenticated requests. */
function noStoreWhenAuthenticated(viewer: Viewer | null): Record<string, string> {
  return viewer ? { 'Cache-Control': 'no-cache, must-revalidate, max-age=0, no-store, private' } : {};
}

export async function handleGraphQLRequest(
  options: GraphQLEndpointOptions,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const authentication = options.authenticate?.(req.headers.authorization) ?? { ok: true, viewer: null };
  if (!authentication.ok) {
    req.resume();
    return reject(res, authentication.status, authentication.message);
  }
  const { viewer } = authentication;
  if (req.method === 'POST') return handlePost(options, req, res, viewer);
  if (req.method === 'GET') {
    const params = Object.fromEntries(
      ['query', 'variables', 'operationName'].map((key) => [key, url.searchParams.get(key) ?? undefined]),
    );
    const result = await runLogged(options, params, viewer);
    return sendJson(res, result.status, result.body, noStoreWhenAuthenticated(viewer));
  }
  req.resume();
  reject(res, 405, `Method ${req.method ?? ''} is not allowed: use GET or POST.`, { Allow: 'GET, POST' });
}
