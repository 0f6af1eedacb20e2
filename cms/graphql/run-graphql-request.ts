/**
 * One GraphQL request, transport aside, answered with WPGraphQL's status codes: a syntax error is
 * HTTP 500 with only `errors`; validation errors, unknown enum values and bad variables are HTTP
 * 200 with `errors` and no `data`; resolver errors are HTTP 200 with partial `data` and `errors`.
 */
import {
  GraphQLError,
  execute,
  parse,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import type { ResolverContext } from './context';

export interface GraphQLRequestParams {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

export interface GraphQLHttpResult {
  status: number;
  body: { data?: unknown; errors?: unknown[] };
  /** Messages of the errors in `body`, for the server's one-line-per-error log. */
  errorMessages: string[];
}

/** Larger documents are refused before parsing (the HTTP layer also caps the body at 1 MB). */
const MAX_QUERY_LENGTH = 100_000;

function failure(status: number, errors: readonly GraphQLError[]): GraphQLHttpResult {
  return {
    status,
    body: { errors: errors.map((e) => e.toJSON()) },
    errorMessages: errors.map((e) => e.message),
  };
}

function requestError(message: string): GraphQLHttpResult {
  return failure(400, [new GraphQLError(message)]);
}

/** `variables` as an object: JSON text is accepted too (GET requests, some clients). */
function readVariables(variables: unknown): Record<string, unknown> | null | undefined | 'invalid' {
  if (variables === undefined || variables === null || variables === '') return undefined;
  if (typeof variables === 'string') {
    try {
      return readVariables(JSON.parse(variables) as unknown);
    } catch {
      return 'invalid';
    }
  }
  return typeof variables === 'object' && !Array.isArray(variables) ? (variables as Record<string, unknown>) : 'invalid';
}

export async function runGraphQLRequest(
  schema: GraphQLSchema,
  params: GraphQLRequestParams,
  context: ResolverContext,
): Promise<GraphQLHttpResult> {
  const { query, operationName } = params;
  if (typeof query !== 'string' || query.trim() === '') {
    return requestError('GraphQL Request must include at least one of those two parameters: "query" or "queryId"');
  }
  if (query.length > MAX_QUERY_LENGTH) return requestError(`The query is longer than ${MAX_QUERY_LENGTH} characters.`);
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    return requestError('The "operationName" parameter must be a string.');
  }
  const variables = readVariables(params.variables);
  if (variables === 'invalid') return requestError('The "variables" parameter must be a JSON object.');

  let document: DocumentNode;
  try {
    document = parse(query);
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    // graphql-php (WPGraphQL) words syntax errors without graphql-js's final period.
    return failure(500, [new GraphQLError(error.message.replace(/\.$/, ''), { nodes: error.nodes, source: error.source, positions: error.positions })]);
  }
  const validationErrors = validate(schema, document);
  if (validationErrors.length > 0) return failure(200, validationErrors);

  const result: ExecutionResult = await execute({
    schema,
    document,
    variableValues: variables ?? undefined,
    operationName: operationName ?? undefined,
    contextValue: context,
  });
  const errors = result.errors ?? [];
  if (result.data === undefined || result.data === null) {
    if (errors.length > 0) return failure(200, errors);
  }
  const body: GraphQLHttpResult['body'] = { data: result.data };
  if (errors.length > 0) body.errors = errors.map((e) => e.toJSON());
  return { status: 200, body, errorMessages: errors.map((e) => e.message) };
}
