/** The seed's venues: invented halls, clubs and parks in the Plateau, Mile End and the Quartier des spectacles. */
import type { LanguageCode, YesNoUnknown } from '../store/types';

type Access = Partial<Record<'stepFreeEntrance' | 'accessibleToilets' | 'seating' | 'hearingLoop', YesNoUnknown>>;

/** What the venue's `venueDetails` field group holds (the street is `address`). */
export interface VenueDetailsDef {
  postalCode: string;
  latitude: number;
  longitude: number;
  /** Only the answers someone gave: a question left blank stays absent. */
  access: Access;
  transit: Record<LanguageCode, string>;
  gettingThere: Record<LanguageCode, string>;
}

export interface VenueDef {
  name: Record<LanguageCode, string>;
  /** The street part of the address, as French writes it (`4410, boulevard Saint-Laurent`). */
  address: string;
  capacity: number;
  about: Record<LanguageCode, string>;
  /**
   * The venue details field group; a venue without it keeps its address and access in its text,
   * as a WordPress without the field group would.
   */
  details?: VenueDetailsDef;
  /** For a venue without details: whether its text says it is step-free. */
  stepFree?: boolean;
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
    details: {
      postalCode: 'H2W 1Z5',
      latitude: 45.51985,
      longitude: -73.58465,
      access: { stepFreeEntrance: 'yes', accessibleToilets: 'yes', seating: 'yes', hearingLoop: 'no' },
      transit: {
        EN: 'Métro Mont-Royal (orange line), 10 minutes’ walk west along avenue du Mont-Royal. Bus 55 (boulevard Saint-Laurent) stops at the door; bus 97 (avenue du Mont-Royal). At night: bus 363.',
        FR: 'Métro Mont-Royal (ligne orange), à 10 minutes de marche vers l’ouest par l’avenue du Mont-Royal. Autobus 55 (boulevard Saint-Laurent) devant la porte ; autobus 97 (avenue du Mont-Royal). La nuit : autobus 363.',
      },
      gettingThere: {
        EN: 'The main doors on boulevard Saint-Laurent are level with the sidewalk. Balcony seats are reached by the lift beside the coat check.',
        FR: 'Les portes principales, sur le boulevard Saint-Laurent, sont de plain-pied avec le trottoir. Les places du balcon sont desservies par l’ascenseur près du vestiaire.',
      },
    },
  },
  boiler: {
    name: { EN: 'The Boiler Room on Clark', FR: 'La Chaufferie de la rue Clark' },
    address: '5129, rue Clark',
    capacity: 220,
    about: {
      EN: 'A basement club built inside the old heating plant of a textile factory. Loud, low-ceilinged and beloved.',
      FR: 'Un club en sous-sol aménagé dans l’ancienne chaufferie d’une usine de textile. Bruyant, bas de plafond et adoré.',
    },
    details: {
      postalCode: 'H2T 2V3',
      latitude: 45.52275,
      longitude: -73.59386,
      access: { stepFreeEntrance: 'no', accessibleToilets: 'no', seating: 'unknown', hearingLoop: 'no' },
      transit: {
        EN: 'Métro Laurier (orange line), then bus 51 west to rue Clark. Bus 55 (boulevard Saint-Laurent), stop Laurier.',
        FR: 'Métro Laurier (ligne orange), puis autobus 51 vers l’ouest jusqu’à la rue Clark. Autobus 55 (boulevard Saint-Laurent), arrêt Laurier.',
      },
      gettingThere: {
        EN: 'Down 14 steps from rue Clark, under the red lamp. There is no lift.',
        FR: 'Quatorze marches à descendre depuis la rue Clark, sous la lampe rouge. Il n’y a pas d’ascenseur.',
      },
    },
  },
  odile: {
    name: { EN: 'Église Sainte-Odile-des-Champs', FR: 'Église Sainte-Odile-des-Champs' },
    address: '4265, avenue de l’Hôtel-de-Ville',
    capacity: 400,
    about: {
      EN: 'A deconsecrated stone church whose long reverb suits choirs, strings and quiet songs.',
      FR: 'Une église de pierre désacralisée dont la longue réverbération sied aux chorales, aux cordes et aux chansons feutrées.',
    },
    details: {
      postalCode: 'H2W 2H5',
      latitude: 45.52053,
      longitude: -73.57994,
      access: { stepFreeEntrance: 'yes', accessibleToilets: 'unknown', seating: 'yes', hearingLoop: 'yes' },
      transit: {
        EN: 'Métro Mont-Royal (orange line), 10 minutes’ walk. Bus 29 (rue Rachel), stop avenue de l’Hôtel-de-Ville; bus 55 (boulevard Saint-Laurent).',
        FR: 'Métro Mont-Royal (ligne orange), à 10 minutes de marche. Autobus 29 (rue Rachel), arrêt avenue de l’Hôtel-de-Ville ; autobus 55 (boulevard Saint-Laurent).',
      },
      gettingThere: {
        EN: 'The ramp is on the left of the church steps. Pews throughout; the hearing loop covers the nave.',
        FR: 'La rampe est à gauche du parvis. Des bancs partout ; la boucle magnétique couvre la nef.',
      },
    },
  },
  hangar: {
    name: { EN: 'Le Hangar Casgrain', FR: 'Le Hangar Casgrain' },
    address: '5780, avenue Casgrain',
    capacity: 1200,
    about: {
      EN: 'A warehouse by the Mile End rail corridor, the festival’s largest room.',
      FR: 'Un entrepôt en bordure du corridor ferroviaire du Mile End, la plus grande salle du festival.',
    },
    details: {
      postalCode: 'H2T 1X6',
      latitude: 45.52855,
      longitude: -73.5988,
      access: { stepFreeEntrance: 'yes', accessibleToilets: 'yes', seating: 'unknown', hearingLoop: 'unknown' },
      transit: {
        EN: 'Métro Rosemont (orange line), 5 minutes’ walk west along boulevard Rosemont. Bus 161 (avenue Van Horne); bus 55 (boulevard Saint-Laurent).',
        FR: 'Métro Rosemont (ligne orange), à 5 minutes de marche vers l’ouest par le boulevard Rosemont. Autobus 161 (avenue Van Horne) ; autobus 55 (boulevard Saint-Laurent).',
      },
      gettingThere: {
        EN: 'Enter through the loading yard at the north end of avenue Casgrain; the line forms along the rail fence.',
        FR: 'Entrée par la cour de chargement, au bout nord de l’avenue Casgrain ; la file se forme le long de la clôture du chemin de fer.',
      },
    },
  },
  hirondelle: {
    name: { EN: 'Studio Hirondelle', FR: 'Studio Hirondelle' },
    address: '87, rue Bernard Ouest',
    capacity: 90,
    about: {
      EN: 'A recording studio that opens its live room to the public for intimate sets and workshops.',
      FR: 'Un studio d’enregistrement qui ouvre sa salle de prise de son au public pour des concerts intimes et des ateliers.',
    },
    details: {
      postalCode: 'H2T 2J9',
      latitude: 45.52541,
      longitude: -73.60011,
      access: { stepFreeEntrance: 'no', accessibleToilets: 'no', seating: 'yes', hearingLoop: 'unknown' },
      transit: {
        EN: 'Bus 160 (rue Bernard) stops at the door; bus 55 (boulevard Saint-Laurent), stop Bernard. Métro Rosemont (orange line), 12 minutes’ walk.',
        FR: 'Autobus 160 (rue Bernard) devant la porte ; autobus 55 (boulevard Saint-Laurent), arrêt Bernard. Métro Rosemont (ligne orange), à 12 minutes de marche.',
      },
      gettingThere: {
        EN: 'Second floor, by the stairs only (22 steps). Ring “Studio Hirondelle” at the street door.',
        FR: 'Au 2e étage, par l’escalier seulement (22 marches). Sonnez à « Studio Hirondelle » à la porte de la rue.',
      },
    },
  },
  lilas: {
    name: { EN: 'Parc des Lilas Bandshell', FR: 'Kiosque du parc des Lilas' },
    address: 'Parc des Lilas, rue Maguire',
    capacity: 2000,
    about: {
      EN: 'An outdoor bandshell under the maples, home to the free afternoon shows and the family program.',
      FR: 'Un kiosque en plein air sous les érables, où ont lieu les concerts gratuits de l’après-midi et la programmation familiale.',
    },
    details: {
      postalCode: 'H2T 1S6',
      latitude: 45.5263,
      longitude: -73.59779,
      // Seating and the hearing loop were never checked: left blank in WordPress.
      access: { stepFreeEntrance: 'yes', accessibleToilets: 'yes' },
      transit: {
        EN: 'Bus 55 (boulevard Saint-Laurent), stop Saint-Viateur. Métro Laurier (orange line), 15 minutes’ walk.',
        FR: 'Autobus 55 (boulevard Saint-Laurent), arrêt Saint-Viateur. Métro Laurier (ligne orange), à 15 minutes de marche.',
      },
      gettingThere: {
        EN: 'The bandshell is at the north end of the park; paved paths lead to it from rue Saint-Dominique.',
        FR: 'Le kiosque est au bout nord du parc ; des allées asphaltées y mènent depuis la rue Saint-Dominique.',
      },
    },
  },
  ostrander: {
    name: { EN: 'Théâtre Ostrander', FR: 'Théâtre Ostrander' },
    address: '3912, rue Saint-Denis',
    capacity: 600,
    about: {
      EN: 'A velvet-seated theatre from 1931, restored by a neighbourhood co-op.',
      FR: 'Un théâtre de 1931 aux fauteuils de velours, restauré par une coopérative du quartier.',
    },
    details: {
      postalCode: 'H2W 2M2',
      latitude: 45.52113,
      longitude: -73.57456,
      access: { stepFreeEntrance: 'yes', accessibleToilets: 'yes', seating: 'yes', hearingLoop: 'yes' },
      transit: {
        EN: 'Métro Sherbrooke or Mont-Royal (orange line), 7 minutes’ walk. Bus 30 (rue Saint-Denis), stop Duluth. At night: bus 361.',
        FR: 'Métro Sherbrooke ou Mont-Royal (ligne orange), à 7 minutes de marche. Autobus 30 (rue Saint-Denis), arrêt Duluth. La nuit : autobus 361.',
      },
      gettingThere: {
        EN: 'Box office and step-free entrance on rue Saint-Denis. Wheelchair spaces are in row H; the hearing loop covers the orchestra seats.',
        FR: 'Billetterie et entrée de plain-pied sur la rue Saint-Denis. Les places pour fauteuils roulants sont dans la rangée H ; la boucle magnétique couvre le parterre.',
      },
    },
  },
  lumen: {
    name: { EN: 'Club Lumen', FR: 'Club Lumen' },
    address: '1254, rue Clark',
    capacity: 350,
    about: {
      EN: 'A late-night club with a mirror-ball ceiling and the best sound system in the Quartier des spectacles.',
      FR: 'Un club de fin de soirée au plafond de boules miroirs, doté du meilleur système de son du Quartier des spectacles.',
    },
    details: {
      postalCode: 'H2X 2S1',
      latitude: 45.50981,
      longitude: -73.56458,
      access: { stepFreeEntrance: 'yes', accessibleToilets: 'no', seating: 'no', hearingLoop: 'unknown' },
      transit: {
        EN: 'Métro Saint-Laurent (green line), 2 minutes’ walk; Place-des-Arts, 5 minutes. Bus 55 (boulevard Saint-Laurent); bus 15 (rue Sainte-Catherine). At night: buses 358 and 363.',
        FR: 'Métro Saint-Laurent (ligne verte), à 2 minutes de marche ; Place-des-Arts, à 5 minutes. Autobus 55 (boulevard Saint-Laurent) ; autobus 15 (rue Sainte-Catherine). La nuit : autobus 358 et 363.',
      },
      gettingThere: {
        EN: 'The door is on rue Clark, just north of rue Sainte-Catherine. Standing room only.',
        FR: 'La porte donne sur la rue Clark, juste au nord de la rue Sainte-Catherine. Places debout seulement.',
      },
    },
  },
  // No venue details: its address and access are only in its text.
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
    details: {
      postalCode: 'H2V 4H1',
      latitude: 45.5208,
      longitude: -73.60122,
      access: { stepFreeEntrance: 'no', accessibleToilets: 'yes', seating: 'yes', hearingLoop: 'yes' },
      transit: {
        EN: 'Buses 80 and 435 (avenue du Parc) stop at the door; bus 160 (rue Bernard). Métro Outremont (blue line), 15 minutes’ walk.',
        FR: 'Autobus 80 et 435 (avenue du Parc) devant la porte ; autobus 160 (rue Bernard). Métro Outremont (ligne bleue), à 15 minutes de marche.',
      },
      gettingThere: {
        EN: 'Three steps up from avenue du Parc to the lobby; the staff bring out a portable ramp when asked.',
        FR: 'Trois marches mènent de l’avenue du Parc au hall ; l’équipe installe une rampe amovible sur demande.',
      },
    },
  },
  tisserands: {
    name: { EN: 'Weavers’ Hall', FR: 'Halle des Tisserands' },
    address: '5500, avenue de Gaspé',
    capacity: 1500,
    about: {
      EN: 'A daylight-filled former textile hall, home of the Marché and Puces POP.',
      FR: 'Une ancienne halle textile baignée de lumière, où se tiennent le Marché et les Puces POP.',
    },
    details: {
      postalCode: 'H2T 3B3',
      latitude: 45.52634,
      longitude: -73.59548,
      access: { stepFreeEntrance: 'yes', accessibleToilets: 'yes', seating: 'unknown', hearingLoop: 'no' },
      transit: {
        EN: 'Métro Laurier (orange line), 12 minutes’ walk. Bus 55 (boulevard Saint-Laurent), stop Saint-Viateur. BIXI stations on avenue de Gaspé.',
        FR: 'Métro Laurier (ligne orange), à 12 minutes de marche. Autobus 55 (boulevard Saint-Laurent), arrêt Saint-Viateur. Stations BIXI sur l’avenue de Gaspé.',
      },
      gettingThere: {
        EN: 'Enter through the courtyard; the hall is on the ground floor.',
        FR: 'Entrée par la cour ; la halle est au rez-de-chaussée.',
      },
    },
  },
} as const satisfies Record<string, VenueDef>;
