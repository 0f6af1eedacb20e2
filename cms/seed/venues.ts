/** Venues (post type `venue`): invented halls, clubs and parks in Montréal. */
import type { LanguageCode, VenueRecord } from '../store/types';
import { LANGS, registerPost, type SeedContext } from './ids';
import { fr, frSlug, slugify, wallClock } from './text';

interface VenueDef {
  name: Record<LanguageCode, string>;
  address: string;
  capacity: number;
  about: Record<LanguageCode, string>;
  stepFree: boolean;
}

export const VENUES = {
  mirabelle: {
    name: { EN: 'Salle Mirabelle', FR: 'Salle Mirabelle' },
    address: '4410, boulevard Saint-Laurent',
    capacity: 850,
    about: {
      EN: 'A former 1920s dance hall with a sprung wooden floor and a horseshoe balcony.',
      FR: 'Une ancienne salle de danse des années 1920, avec son plancher de bois suspendu et son balcon en fer à cheval.',
    },
    stepFree: true,
  },
  boiler: {
    name: { EN: 'The Boiler Room on Clark', FR: 'La Chaufferie de la rue Clark' },
    address: '5129, rue Clark',
    capacity: 220,
    about: {
      EN: 'A basement club built inside the old heating plant of a textile factory. Loud, low-ceilinged and beloved.',
      FR: 'Un club en sous-sol aménagé dans l’ancienne chaufferie d’une usine de textile. Bruyant, bas de plafond et adoré.',
    },
    stepFree: false,
  },
  odile: {
    name: { EN: 'Église Sainte-Odile-des-Champs', FR: 'Église Sainte-Odile-des-Champs' },
    address: '6245, rue de Saint-Vallier',
    capacity: 400,
    about: {
      EN: 'A deconsecrated stone church whose long reverb suits choirs, strings and quiet songs.',
      FR: 'Une église de pierre désacralisée dont la longue réverbération sied aux chorales, aux cordes et aux chansons feutrées.',
    },
    stepFree: true,
  },
  hangar: {
    name: { EN: 'Le Hangar Casgrain', FR: 'Le Hangar Casgrain' },
    address: '6780, avenue Casgrain',
    capacity: 1200,
    about: {
      EN: 'A warehouse in the Mile-Ex rail corridor, the festival’s largest room.',
      FR: 'Un entrepôt du corridor ferroviaire du Mile-Ex, la plus grande salle du festival.',
    },
    stepFree: true,
  },
  hirondelle: {
    name: { EN: 'Studio Hirondelle', FR: 'Studio Hirondelle' },
    address: '87, rue Bernard Ouest, 2e étage',
    capacity: 90,
    about: {
      EN: 'A recording studio that opens its live room to the public for intimate sets and workshops.',
      FR: 'Un studio d’enregistrement qui ouvre sa salle de prise de son au public pour des concerts intimes et des ateliers.',
    },
    stepFree: false,
  },
  lilas: {
    name: { EN: 'Parc des Lilas Bandshell', FR: 'Kiosque du parc des Lilas' },
    address: 'Parc des Lilas, angle rue Saint-Dominique et rue Maguire',
    capacity: 2000,
    about: {
      EN: 'An outdoor bandshell under the maples, home to the free afternoon shows and the family program.',
      FR: 'Un kiosque en plein air sous les érables, où ont lieu les concerts gratuits de l’après-midi et la programmation familiale.',
    },
    stepFree: true,
  },
  ostrander: {
    name: { EN: 'Théâtre Ostrander', FR: 'Théâtre Ostrander' },
    address: '3912, rue Saint-Denis',
    capacity: 600,
    about: {
      EN: 'A velvet-seated theatre from 1931, restored by a neighbourhood co-op.',
      FR: 'Un théâtre de 1931 aux fauteuils de velours, restauré par une coopérative du quartier.',
    },
    stepFree: true,
  },
  lumen: {
    name: { EN: 'Club Lumen', FR: 'Club Lumen' },
    address: '1388, rue Ontario Est',
    capacity: 350,
    about: {
      EN: 'A late-night club with a mirror-ball ceiling and the best sound system on the east side.',
      FR: 'Un club de fin de soirée au plafond de boules miroirs, doté du meilleur système de son de l’est de la ville.',
    },
    stepFree: true,
  },
  fernhill: {
    name: { EN: 'Fernhill Library', FR: 'Bibliothèque Fernhill' },
    address: '2250, rue Beaubien Est',
    capacity: 150,
    about: {
      EN: 'A neighbourhood library whose reading room hosts the Symposium’s talks and panels.',
      FR: 'Une bibliothèque de quartier dont la salle de lecture accueille les conférences et tables rondes du Symposium.',
    },
    stepFree: true,
  },
  vesper: {
    name: { EN: 'Cinéma Vesper', FR: 'Cinéma Vesper' },
    address: '5560, avenue du Parc',
    capacity: 280,
    about: {
      EN: 'A single-screen repertory cinema with a 35 mm projector and a tiny stage for live scores.',
      FR: 'Un cinéma de répertoire à écran unique, avec un projecteur 35 mm et une petite scène pour les ciné-concerts.',
    },
    stepFree: true,
  },
  tisserands: {
    name: { EN: 'Weavers’ Hall', FR: 'Halle des Tisserands' },
    address: '7001, rue Marconi',
    capacity: 1500,
    about: {
      EN: 'A daylight-filled former textile hall, home of the Marché and Puces POP.',
      FR: 'Une ancienne halle textile baignée de lumière, où se tiennent le Marché et les Puces POP.',
    },
    stepFree: true,
  },
} as const satisfies Record<string, VenueDef>;

export type VenueKey = keyof typeof VENUES;
export const VENUE_KEYS = Object.keys(VENUES) as VenueKey[];

function venueContent(v: VenueDef, lang: LanguageCode): string {
  if (lang === 'EN') {
    return [
      `<p>${v.about.EN}</p>`,
      `<ul><li>Address: ${v.address.replace(/^(\d+),/, '$1')}, Montreal</li><li>Capacity: ${v.capacity}</li>`,
      `<li>${v.stepFree ? 'Step-free access from the street, accessible washroom.' : 'Access by stairs only; contact us to plan your visit.'}</li></ul>`,
    ].join('\n');
  }
  return fr(
    [
      `<p>${v.about.FR}</p>`,
      `<ul><li>Adresse : ${v.address}, Montréal</li><li>Capacité : ${v.capacity} personnes</li>`,
      `<li>${v.stepFree ? 'Accès de plain-pied depuis la rue, toilettes accessibles.' : 'Accès par escalier seulement ; écrivez-nous pour planifier votre visite.'}</li></ul>`,
    ].join('\n'),
  );
}

export function buildVenues(ctx: SeedContext): VenueRecord[] {
  const out: VenueRecord[] = [];
  VENUE_KEYS.forEach((key, i) => {
    const v: VenueDef = VENUES[key];
    const en = slugify(v.name.EN);
    for (const lang of LANGS) {
      const slug = lang === 'EN' ? en : frSlug(en, v.name.FR);
      const title = lang === 'FR' ? fr(v.name.FR) : v.name.EN;
      const date = wallClock(2027, 4, 2 + i, 10, 0);
      out.push({
        databaseId: registerPost(ctx, 'venue', key, lang, slug, title),
        postType: 'venue',
        language: lang,
        translationGroup: `venue:${key}`,
        slug,
        title,
        content: venueContent(v, lang),
        status: 'publish',
        date,
        modified: wallClock(2027, 8, 1 + i, 9, 30),
        featuredImageId: null,
        categoryIds: [],
      });
    }
  });
  return out;
}
