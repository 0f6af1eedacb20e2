import 'server-only';
import { ClientError, GraphQLClient } from 'graphql-request';
import { parse, type OperationDefinitionNode } from 'graphql';
import { isPreviewRequest, previewAuthorization } from '@/lib/draft-mode';
import {
  GraphQLResponseError,
  MissingResponseError,
  NetworkError,
  ServerError,
  ServerParseError,
  type GraphQLErrorLike,
} from './errors';
import { type SharedAnswer, sharedAnswer } from './webhook-answers';
import type { TypedDocument } from './document';

/** A document to send: typed (generated or built from the registry), whose answer type the fetchers return. */
type ContentDocument<TResult, TVariables> = TypedDocument<TResult, TVariables> | string;

/** The content server's GraphQL endpoint: WordPress + WPGraphQL in production. */
export const cmsEndpoint = process.env.CMS_GRAPHQL_URL ?? 'http://127.0.0.1:4000/graphql/';

/**
 * Safety net for ISR: even if a webhook is lost, no page is older than this. Webhooks
 * (app/api/revalidate) refresh pages within seconds.
 */
export const contentRevalidateSeconds = 300;

export interface RequestOptions {
  /** Cache tags of this response, for on-demand revalidation (see queries/tags.ts). */
  tags: readonly string[];
  /** Bypass Next's data cache (the revalidation webhook must see the content as it is now). */
  noStore?: boolean;
  /**
   * Ask as the preview editor (drafts, pending revisions): uncached, with the content server
   * credentials. Defaults to whether this request is in Draft Mode (`isPreviewRequest`).
   */
  preview?: boolean;
  /** Override the global fetch (tests). */
  fetch?: typeof fetch;
  endpoint?: string;
}

interface Access {
  preview: boolean;
  /** Content server credentials, sent only for previews. */
  authorization: string | null;
}

/**
 * A fetch that applies the spec's error catalogue before graphql-request reads the body, and
 * hands Next.js the cache tags. Throwing here (rather than returning empty data) is what keeps
 * ISR serving the last good page when the content server fails.
 */
function catalogueFetch(endpoint: string, options: RequestOptions, { preview, authorization }: Access): typeof fetch {
  const baseFetch = options.fetch ?? fetch;
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (authorization) headers.set('authorization', authorization);
    let status: number;
    let bodyText: string;
    try {
      // A page rendered after a webhook shares the answers of the other pages it renders
      // (./webhook-answers.ts); a preview's answer is never shared.
      const shared = options.noStore || preview
        ? null
        : sharedAnswer({ url: String(input), init: { ...init, headers } }, { tags: options.tags, revalidateSeconds: contentRevalidateSeconds }, () => askContentServer(input, { ...init, headers }, options.fetch));
      if (shared) ({ status, body: bodyText } = await shared);
      else {
        // A preview answer may hold drafts: it never enters (nor comes from) the shared data cache.
        const caching = options.noStore || preview
          ? { cache: 'no-store' as const }
          : { next: { revalidate: contentRevalidateSeconds, tags: [...options.tags] } };
        const response = await baseFetch(input, { ...init, headers, ...caching } as RequestInit);
        status = response.status;
        bodyText = status >= 300 ? '' : await response.text();
      }
    } catch (cause) {
      throw new NetworkError(endpoint, cause);
    }
    if (status >= 300) throw new ServerError(status);
    let body: unknown;
    try {
      body = JSON.parse(bodyText);
    } catch (cause) {
      throw new ServerParseError(bodyText, cause);
    }
    if (typeof body !== 'object' || body === null || (!('data' in body) && !('errors' in body))) {
      throw new MissingResponseError();
    }
    return new Response(bodyText, {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
}

/**
 * The content server itself, past Next.js's data cache (whose entry may hold a render that began
 * before the save): Next.js keeps the unpatched fetch on its own.
 */
async function askContentServer(input: Parameters<typeof fetch>[0], init: RequestInit, fetchOverride?: typeof fetch): Promise<SharedAnswer> {
  const direct = fetchOverride ?? (fetch as typeof fetch & { _nextOriginalFetch?: typeof fetch })._nextOriginalFetch ?? fetch;
  const response = await direct(input, { ...init, cache: 'no-store' });
  return { status: response.status, body: response.status >= 300 ? '' : await response.text() };
}

export function operationNameOf(document: string): string {
  const operation = parse(document).definitions.find(
    (d): d is OperationDefinitionNode => d.kind === 'OperationDefinition',
  );
  return operation?.name?.value ?? 'anonymous operation';
}

async function createClient(options: RequestOptions, errorPolicy: 'none' | 'all'): Promise<GraphQLClient> {
  const endpoint = options.endpoint ?? cmsEndpoint;
  const preview = options.preview ?? (await isPreviewRequest());
  const access = { preview, authorization: preview ? previewAuthorization() : null };
  return new GraphQLClient(endpoint, { fetch: catalogueFetch(endpoint, options, access), errorPolicy });
}

/**
 * Fetches data a page cannot render without: any error (network, HTTP status, parse, or
 * `errors[]` on a 200) is thrown. No client-side result cache sits in between (the spec's
 * "no-cache"); Next's data cache with tags does the caching.
 */
export async function fetchContent<TResult, TVariables extends object = Record<string, unknown>>(
  document: ContentDocument<TResult, TVariables>,
  variables: TVariables,
  options: RequestOptions,
): Promise<TResult> {
  try {
    return await (await createClient(options, 'none')).request<TResult>(String(document), variables as Record<string, unknown>);
  } catch (error) {
    if (error instanceof ClientError) {
      const errors = (error.response.errors ?? []) as GraphQLErrorLike[];
      throw new GraphQLResponseError(operationNameOf(String(document)), errors);
    }
    throw error;
  }
}

export interface ContentResult<T> {
  data: T | null;
  errors: readonly GraphQLErrorLike[];
}

/**
 * The spec's one-off queries: data and all errors returned together, for callers that show the
 * errors (search). Transport failures still throw.
 */
export async function fetchContentWithErrors<TResult, TVariables extends object = Record<string, unknown>>(
  document: ContentDocument<TResult, TVariables>,
  variables: TVariables,
  options: RequestOptions,
): Promise<ContentResult<TResult>> {
  const result = await (await createClient(options, 'all')).rawRequest<TResult>(String(document), variables as Record<string, unknown>);
  return { data: result.data ?? null, errors: (result.errors ?? []) as GraphQLErrorLike[] };
}
