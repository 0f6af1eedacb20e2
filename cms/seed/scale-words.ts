/** Word lists for the scale switch's generated items. */
type Pair = readonly [en: string, fr: string];

export const ADJECTIVES = [
  'Velvet', 'Paper', 'Silver', 'Quiet', 'Electric', 'Hollow', 'Golden', 'Northern', 'Static', 'Wild', 'Neon', 'Copper',
  'Amber', 'Lunar', 'Feral', 'Gentle', 'Crooked', 'Distant', 'Sleepy', 'Burning', 'Frozen', 'Secret', 'Tiny', 'Holy',
  'Broken', 'Midnight', 'Violet', 'Salt', 'Cedar', 'Glass', 'Radio', 'Marble', 'Rust', 'Cloud', 'Winter', 'Summer',
  'Saint', 'Lost', 'Bright', 'Slow',
] as const;

export const NOUNS = [
  'Harbour', 'Lantern', 'Orchard', 'Parade', 'Tundra', 'Comet', 'Ferry', 'Garden', 'Signal', 'Choir', 'Engine', 'Island',
  'Meadow', 'Arcade', 'Satellite', 'Lighthouse', 'Canyon', 'Pigeon', 'Balcony', 'Alley', 'Kitchen', 'Motel', 'Planet', 'River',
  'Orbit', 'Staircase', 'Tramway', 'Library', 'Casino', 'Forest', 'Mirror', 'Echo', 'Fountain', 'Raccoon', 'Heron', 'Bicycle',
  'Cassette', 'Telegram', 'Volcano', 'Ballroom',
] as const;

export const FIRST_NAMES = [
  'Élodie', 'Marcus', 'Ines', 'Tobias', 'Amara', 'Félix', 'Hana', 'Olivier', 'Priya', 'Ronan', 'Solène', 'Kwame', 'Lucía',
  'Mathis', 'Noor', 'Gabrielle', 'Idris', 'Maëlle', 'Yusuf', 'Clara', 'Anouk', 'Dmitri', 'Zoé', 'Emeka', 'Astrid', 'Rafael',
  'Léa', 'Jonah', 'Marisol', 'Étienne',
] as const;

export const LAST_NAMES = [
  'Bouchard', 'Okoye', 'Lindqvist', 'Moreau', 'Castillo', 'Pelletier', 'Nakamura', 'Gagnon', 'Haddad', 'Fitzgerald', 'Ouellet',
  'Mensah', 'Valdés', 'Thériault', 'Kowalski', 'Arsenault', 'Nguyen', 'Lavoie', 'Byrne', 'Sørensen', 'Cardinal', 'Adeyemi',
  'Roy', 'Delacroix', 'Fontaine', 'Ibarra', 'Leblanc', 'MacLeod', 'Sato', 'Villeneuve',
] as const;

/** Hometown (EN, FR) and city for sentences (EN, FR). */
export const PLACES: readonly (readonly [Pair, Pair])[] = [
  [['Montreal, QC', 'Montréal, QC'], ['Montreal', 'Montréal']],
  [['Québec City, QC', 'Québec, QC'], ['Québec City', 'Québec']],
  [['Halifax, NS', 'Halifax, N.-É.'], ['Halifax', 'Halifax']],
  [['Toronto, ON', 'Toronto, Ont.'], ['Toronto', 'Toronto']],
  [['Winnipeg, MB', 'Winnipeg, Man.'], ['Winnipeg', 'Winnipeg']],
  [['Reykjavík, Iceland', 'Reykjavík, Islande'], ['Reykjavík', 'Reykjavík']],
  [['Lagos, Nigeria', 'Lagos, Nigéria'], ['Lagos', 'Lagos']],
  [['Mexico City, Mexico', 'Mexico, Mexique'], ['Mexico City', 'Mexico']],
  [['Glasgow, Scotland', 'Glasgow, Écosse'], ['Glasgow', 'Glasgow']],
  [['Sherbrooke, QC', 'Sherbrooke, QC'], ['Sherbrooke', 'Sherbrooke']],
  [['Vancouver, BC', 'Vancouver, C.-B.'], ['Vancouver', 'Vancouver']],
  [['Berlin, Germany', 'Berlin, Allemagne'], ['Berlin', 'Berlin']],
  [['Dakar, Senegal', 'Dakar, Sénégal'], ['Dakar', 'Dakar']],
  [['Marseille, France', 'Marseille, France'], ['Marseille', 'Marseille']],
  [['Ottawa, ON', 'Ottawa, Ont.'], ['Ottawa', 'Ottawa']],
  [['Saguenay, QC', 'Saguenay, QC'], ['Saguenay', 'Saguenay']],
];

/** `a … band` / `un groupe …`. */
export const GENRES: readonly Pair[] = [
  ['an indie-rock band', 'un groupe indie rock'],
  ['a dream-pop duo', 'un duo dream pop'],
  ['a garage-punk trio', 'un trio garage punk'],
  ['a folk collective', 'un collectif folk'],
  ['an experimental electronic project', 'un projet de musique électronique expérimentale'],
  ['a soul and funk band', 'un groupe soul et funk'],
  ['a jazz quartet', 'un quatuor de jazz'],
  ['a psych-rock band', 'un groupe rock psychédélique'],
  ['a hip-hop crew', 'un collectif hip-hop'],
  ['a country band', 'un groupe country'],
  ['an ambient drone project', 'un projet ambient drone'],
  ['a chamber-pop ensemble', 'un ensemble pop de chambre'],
];

export const HOOKS: readonly Pair[] = [
  ['Their shows are loud, sweaty and surprisingly tender.', 'Leurs concerts sont bruyants, moites et étonnamment tendres.'],
  ['They record everything live, in one take, in a church basement.', 'Ils enregistrent tout en direct, en une seule prise, dans un sous-sol d\'église.'],
  ['Expect long jams and short speeches.', 'Attendez-vous à de longues improvisations et à de courts discours.'],
  ['Their lyrics switch languages mid-sentence.', 'Leurs paroles changent de langue au milieu d\'une phrase.'],
  ['A cult favourite on college radio.', 'Un groupe culte des radios étudiantes.'],
  ['They build their own instruments out of salvaged parts.', 'Ils fabriquent leurs propres instruments à partir de pièces récupérées.'],
  ['Every song starts quiet and ends somewhere else entirely.', 'Chaque chanson commence tout doucement et finit ailleurs, complètement.'],
  ['Their debut was recorded on a four-track cassette recorder.', 'Leur premier disque a été enregistré sur un magnétophone à cassettes quatre pistes.'],
];

export const TOPICS: readonly Pair[] = [
  ['The Future of Radio', 'l\'avenir de la radio'],
  ['Touring on a Budget', 'partir en tournée avec un petit budget'],
  ['Music and Mental Health', 'musique et santé mentale'],
  ['Making Records Without a Label', 'faire des disques sans étiquette'],
  ['Venues and Neighbours', 'les salles et leurs voisins'],
  ['Writing for Film', 'composer pour l\'image'],
  ['Archiving a Scene', 'archiver une scène musicale'],
  ['Festival Sustainability', 'un festival plus vert'],
];

export const CRAFTS: readonly Pair[] = [
  ['Screen Printing', 'sérigraphie'],
  ['Pedal Building', 'fabrication de pédales'],
  ['Songwriting', 'écriture de chansons'],
  ['Zine Making', 'fabrication de fanzines'],
  ['Field Recording', 'prise de son en extérieur'],
  ['Beat Making', 'création de rythmes'],
];

/** For solo artists (person names): `a … ` / gender-neutral French. */
export const SOLO_GENRES: readonly Pair[] = [
  ['a singer-songwriter', 'un projet solo de chanson'],
  ['a solo electronic artist', 'un projet solo de musique électronique'],
  ['a folk singer', 'un projet solo folk'],
  ['a jazz guitarist', 'un projet solo de guitare jazz'],
  ['a producer and DJ', 'un projet solo de production et de DJ'],
  ['a piano-and-voice performer', 'un projet solo piano et voix'],
];

export const SOLO_HOOKS: readonly Pair[] = [
  ['Their songs are small, precise and devastating.', 'Ses chansons sont petites, précises et bouleversantes.'],
  ['They tour with a suitcase of effects pedals and nothing else.', 'Ses tournées se font avec une valise de pédales d\'effets, et rien d\'autre.'],
  ['Their debut was recorded in a single night in a borrowed studio.', 'Son premier disque a été enregistré en une seule nuit dans un studio emprunté.'],
  ['A regular of open-mic nights who outgrew them fast.', 'Un visage connu des scènes ouvertes, vite devenu trop grand pour elles.'],
];

/** English plural of a list noun: `Balcony` → `Balconies`, `Echo` → `Echoes`. */
export function plural(noun: string): string {
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(s|x|ch|sh|o)$/.test(noun)) return `${noun}es`;
  return `${noun}s`;
}
