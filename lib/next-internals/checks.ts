import { dataCacheProblems, workStoreProblems } from './work-store';

/**
 * The Next.js internals that can only be checked inside a request of the running server (its
 * request store), one line each for what no longer holds; GET /api/health answers 503 naming them
 * and tests/e2e/next-internals.spec.ts fails with them. (The file-system cache is checked when the
 * server loads it; the wire names and build files by the spec itself.)
 */
export function nextInternalsProblems(): string[] {
  return [...workStoreProblems(), ...dataCacheProblems()];
}
