import { createHash } from 'node:crypto';

/** RFC 4122 URL namespace: the names hashed here are the site's own URLs and ids under it. */
const urlNamespace = '6ba7b811-9dad-11d1-80b4-00c04fd430c8';

/**
 * A name-based (version 5, SHA-1) UUID, RFC 4122 §4.3: the same name always gives the same UUID,
 * so a schedule app recognises an event across refreshes, instances and languages.
 */
export function uuidV5(name: string): string {
  const namespace = Buffer.from(urlNamespace.replace(/-/g, ''), 'hex');
  const bytes = createHash('sha1').update(namespace).update(name, 'utf8').digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
