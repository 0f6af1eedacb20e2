/** The news authors (WordPress users). */
import type { UserRecord } from '../store/types';
import type { SeedContext } from './ids';

const USERS: readonly [slug: string, name: string][] = [
  ['camille-beaudoin', 'Camille Beaudoin'],
  ['theo-marchetti', 'Theo Marchetti'],
  ['adaeze-okafor-roy', 'Adaeze Okafor-Roy'],
  ['julien-tremblay-ngo', 'Julien Tremblay-Ngo'],
];

export function buildUsers(ctx: SeedContext): UserRecord[] {
  return USERS.map(([slug, name]) => {
    const databaseId = ctx.ids.user();
    ctx.users.set(slug, databaseId);
    return { databaseId, slug, name };
  });
}

export const USER_SLUGS: readonly string[] = USERS.map(([slug]) => slug);
