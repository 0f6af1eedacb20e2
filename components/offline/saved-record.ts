/**
 * What "Save for offline" remembers on the device (the last save's figures), apart from the
 * saving itself (./save-programme.ts): the footer reads it on every page, and the saving's code
 * is only loaded when the visitor saves.
 */

export interface SaveProgress {
  done: number;
  total: number;
}

export interface SaveResult {
  pages: number;
  /** Pages that could not be fetched. */
  missing: number;
  /** Pages left out because the budget was reached. */
  overBudget: number;
  /** The pages as kept (compressed): what the budget counts. */
  pageBytes: number;
  /** Everything the site keeps on this device (pages, images, app shell), as the browser reports it; null when it does not. */
  usageBytes: number | null;
  at: string;
}

export const savedRecordKey = 'festival-offline-saved';

export function readSavedRecord(): SaveResult | null {
  try {
    const value = JSON.parse(localStorage.getItem(savedRecordKey) ?? 'null') as SaveResult | null;
    return value && typeof value.pages === 'number' && typeof value.at === 'string' ? value : null;
  } catch {
    return null;
  }
}
