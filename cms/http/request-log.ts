/**
 * The GraphQL requests this content server answered, by operation and variables: what tests
 * count to check that the site asks each query once per webhook (`GET /admin/requests`, with
 * the admin token).
 */
export interface LoggedRequest {
  operation: string;
  variables: string;
  count: number;
}

export class RequestLog {
  private readonly counts = new Map<string, LoggedRequest>();
  private total = 0;

  record(operationName: unknown, variables: unknown): void {
    const operation = typeof operationName === 'string' ? operationName : 'anonymous operation';
    const vars = typeof variables === 'string' ? variables : JSON.stringify(variables ?? {});
    const key = `${operation}\n${vars}`;
    const entry = this.counts.get(key) ?? { operation, variables: vars, count: 0 };
    entry.count += 1;
    this.counts.set(key, entry);
    this.total += 1;
    // Bounded: a long-running server forgets its counts rather than grow.
    if (this.counts.size > 10_000) this.counts.clear();
  }

  snapshot(): { total: number; requests: LoggedRequest[] } {
    return { total: this.total, requests: [...this.counts.values()].map((entry) => ({ ...entry })) };
  }
}
