/**
 * Fills `{name}` placeholders: `formatMessage('Results for "{term}"', { term })`; a placeholder
 * without a value stays as written. A module of its own so that client islands can use it without
 * pulling the dictionaries into the browser.
 */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
