/**
 * A `tel:` link for a phone or fax number as editors type it ("514-842-1919", "+1 (514) 842 1919
 * ext. 2"): digits and a leading plus only; an extension becomes the `;ext=` parameter (RFC 3966).
 * Null when the text holds no digits.
 */
export function telHref(phone: string): string | null {
  const [main = '', extension] = phone.split(/\s*(?:ext\.?|x|poste)\s*/i);
  const digits = main.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  if (!/\d/.test(digits)) return null;
  const ext = extension?.replace(/\D/g, '');
  return `tel:${digits}${ext ? `;ext=${ext}` : ''}`;
}
