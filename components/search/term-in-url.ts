/**
 * The term of the panel's search in the address bar (`/calendar?q=lumen`), so that a visitor who
 * opens a result and comes back with Back finds the panel open with the same term and results.
 * Replaced, never pushed: a search adds no history entry of its own.
 */
export const termParam = 'q';

export function termInUrl(): string | null {
  return new URL(window.location.href).searchParams.get(termParam);
}

export function showTermInUrl(term: string | null): void {
  const url = new URL(window.location.href);
  if ((url.searchParams.get(termParam) ?? null) === term) return;
  if (term === null) url.searchParams.delete(termParam);
  else url.searchParams.set(termParam, term);
  // Next.js's router follows replaceState; its own state is kept as it is.
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
