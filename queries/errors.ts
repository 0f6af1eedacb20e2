/**
 * The spec's error catalogue (section 8), one class per kind so callers and tests can tell them
 * apart. Messages are the spec's, word for word.
 */

/** HTTP status 300 or above. */
export class ServerError extends Error {
  override name = 'ServerError';
  constructor(readonly statusCode: number) {
    super(`Response not successful: Received status code ${statusCode}`);
  }
}

/** A body that is not JSON. */
export class ServerParseError extends Error {
  override name = 'ServerParseError';
  constructor(readonly bodyText: string, cause: unknown) {
    super(`Could not parse the content server's response as JSON: ${(cause as Error)?.message ?? cause}`);
  }
}

/** A JSON body with neither `data` nor `errors`. */
export class MissingResponseError extends Error {
  override name = 'MissingResponseError';
  constructor() {
    super('Server response was missing for query');
  }
}

/** The endpoint could not be reached at all. */
export class NetworkError extends Error {
  override name = 'NetworkError';
  constructor(endpoint: string, cause: unknown) {
    const inner = (cause as { cause?: { code?: string; errors?: Array<{ code?: string }> } })?.cause;
    const reason = inner?.code ?? inner?.errors?.[0]?.code ?? (cause as Error)?.message ?? String(cause);
    super(`Content server unreachable at ${endpoint} (${reason})`);
  }
}

export interface GraphQLErrorLike {
  message: string;
  path?: ReadonlyArray<string | number>;
}

/** `errors[]` in a response whose data the caller requires (WPGraphQL answers these with 200). */
export class GraphQLResponseError extends Error {
  override name = 'GraphQLResponseError';
  constructor(
    readonly operationName: string,
    readonly errors: readonly GraphQLErrorLike[],
  ) {
    super(`${operationName}: ${errors.map((e) => e.message).join('; ')}`);
  }
}
