/**
 * The image manifest, shared by the seed (MediaRecords) and `make-images.ts` (the files).
 * Images are abstract (gradients and shapes, no text), so alt texts describe shapes and colours.
 */
import type { LanguageCode } from '../store/types';

export type Motif =
  | 'circles'
  | 'stripes'
  | 'waves'
  | 'sunset'
  | 'dots'
  | 'mountains'
  | 'rings'
  | 'arcs'
  | 'tiles'
  | 'confetti';

export interface Colour {
  hex: string;
  en: string;
  fr: string;
}

export const COLOURS = {
  coral: { hex: '#ff6f61', en: 'coral', fr: 'corail' },
  violet: { hex: '#6b4fbb', en: 'violet', fr: 'violet' },
  midnight: { hex: '#1b2a49', en: 'midnight blue', fr: 'bleu nuit' },
  mustard: { hex: '#e1ad01', en: 'mustard', fr: 'moutarde' },
  teal: { hex: '#2a9d8f', en: 'teal', fr: 'bleu canard' },
  mint: { hex: '#98d7c2', en: 'mint', fr: 'vert menthe' },
  tangerine: { hex: '#f28c28', en: 'tangerine', fr: 'mandarine' },
  rose: { hex: '#e56b9f', en: 'rose pink', fr: 'rose' },
  cream: { hex: '#f4ebd9', en: 'cream', fr: 'crème' },
  forest: { hex: '#2d6a4f', en: 'forest green', fr: 'vert forêt' },
  brick: { hex: '#b5403a', en: 'brick red', fr: 'rouge brique' },
  lavender: { hex: '#b8a1e3', en: 'lavender', fr: 'lavande' },
  sky: { hex: '#7ec8e3', en: 'sky blue', fr: 'bleu ciel' },
  plum: { hex: '#5e2b5a', en: 'plum', fr: 'prune' },
  ochre: { hex: '#c8872e', en: 'ochre', fr: 'ocre' },
  ink: { hex: '#14141f', en: 'ink black', fr: 'noir d’encre' },
} as const satisfies Record<string, Colour>;

export type ColourName = keyof typeof COLOURS;

/** What each motif looks like, per language. */
export const MOTIF_TEXT: Record<Motif, Record<LanguageCode, string>> = {
  circles: { EN: 'overlapping translucent circles', FR: 'des cercles translucides qui se chevauchent' },
  stripes: { EN: 'bold diagonal stripes', FR: 'de larges bandes diagonales' },
  waves: { EN: 'layered rolling waves', FR: 'des vagues superposées' },
  sunset: { EN: 'a large setting sun over horizontal bands', FR: 'un grand soleil couchant sur des bandes horizontales' },
  dots: { EN: 'a halftone grid of dots', FR: 'une trame de points en demi-teinte' },
  mountains: { EN: 'stacked triangular peaks', FR: 'des sommets triangulaires empilés' },
  rings: { EN: 'concentric rings like a vinyl record', FR: 'des anneaux concentriques, comme un disque vinyle' },
  arcs: { EN: 'Bauhaus-style quarter circles', FR: 'des quarts de cercle de style Bauhaus' },
  tiles: { EN: 'a patchwork of rounded tiles', FR: 'un damier de tuiles arrondies' },
  confetti: { EN: 'scattered confetti shapes', FR: 'des confettis éparpillés' },
};

export interface ImageSpec {
  key: string;
  /** Path below `cms/uploads/`. */
  file: string;
  width: number;
  height: number;
  mimeType: 'image/png' | 'image/jpeg';
  motif: Motif;
  /** Background from, background to, accent. */
  palette: readonly [ColourName, ColourName, ColourName];
  seed: number;
  altText: Record<LanguageCode, string>;
}

const DIR = '2027/08';

function describe(motif: Motif, palette: readonly [ColourName, ColourName, ColourName]): Record<LanguageCode, string> {
  const [a, b, c] = palette.map((n) => COLOURS[n]) as [Colour, Colour, Colour];
  return {
    EN: `${MOTIF_TEXT[motif].EN} in ${c.en} on a ${a.en}-to-${b.en} gradient`,
    FR: `${MOTIF_TEXT[motif].FR}, aux tons ${c.fr}, sur un dégradé ${a.fr} et ${b.fr}`,
  };
}

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Category icons: small squares, shown as 50×50 icons and 55-wide menu images. */
const CATEGORY_ICONS: readonly [string, Motif, readonly [ColourName, ColourName, ColourName], string, string][] = [
  ['pop-montreal', 'confetti', ['violet', 'rose', 'mustard'], 'the POP Montreal category', 'la catégorie POP Montréal'],
  ['music', 'rings', ['midnight', 'violet', 'coral'], 'the Music category', 'la catégorie Musique'],
  ['visual-arts', 'arcs', ['cream', 'mustard', 'brick'], 'the Visual Arts category', 'la catégorie Arts visuels'],
  ['film', 'stripes', ['ink', 'plum', 'cream'], 'the Film category', 'la catégorie Cinéma'],
  ['kids', 'circles', ['sky', 'mint', 'tangerine'], 'the Kids category', 'la catégorie Enfants'],
  ['marche', 'tiles', ['ochre', 'tangerine', 'cream'], 'the Marché craft fair category', 'la catégorie Marché'],
  ['puces', 'dots', ['forest', 'teal', 'mustard'], 'the Puces POP flea market category', 'la catégorie Puces POP'],
  ['symposium', 'waves', ['teal', 'midnight', 'mint'], 'the Symposium talks category', 'la catégorie Symposium'],
  ['workshops', 'mountains', ['lavender', 'violet', 'cream'], 'the Workshops category', 'la catégorie Ateliers'],
];

/** Pop category banners (one per about section). */
const POP_BANNERS: readonly [string, Motif, readonly [ColourName, ColourName, ColourName], string, string][] = [
  ['pop-montreal', 'sunset', ['plum', 'coral', 'mustard'], 'the POP Montreal festival', 'le festival POP Montréal'],
  ['visual-arts', 'arcs', ['cream', 'ochre', 'violet'], 'the visual arts program', 'le volet arts visuels'],
  ['film', 'stripes', ['ink', 'midnight', 'coral'], 'the film program', 'le volet cinéma'],
  ['kids', 'confetti', ['sky', 'lavender', 'tangerine'], 'the kids’ program', 'le volet enfants'],
  ['marche', 'tiles', ['cream', 'mint', 'brick'], 'the Marché craft fair', 'le Marché d’artisans'],
  ['puces', 'dots', ['mustard', 'ochre', 'forest'], 'the Puces POP flea market', 'les Puces POP'],
  ['symposium', 'waves', ['midnight', 'teal', 'cream'], 'the Symposium talks', 'les conférences du Symposium'],
];

const MOTIFS: readonly Motif[] = ['circles', 'stripes', 'waves', 'sunset', 'dots', 'mountains', 'rings', 'arcs', 'tiles', 'confetti'];

const POSTER_PALETTES: readonly (readonly [ColourName, ColourName, ColourName])[] = [
  ['midnight', 'violet', 'coral'],
  ['plum', 'brick', 'mustard'],
  ['teal', 'forest', 'cream'],
  ['ink', 'midnight', 'tangerine'],
  ['coral', 'rose', 'cream'],
  ['forest', 'teal', 'mustard'],
  ['violet', 'plum', 'mint'],
  ['ochre', 'brick', 'cream'],
  ['sky', 'teal', 'coral'],
  ['lavender', 'violet', 'mustard'],
  ['midnight', 'teal', 'rose'],
  ['brick', 'plum', 'sky'],
];

export const POSTER_COUNT = 30;

function buildManifest(): ImageSpec[] {
  const out: ImageSpec[] = [];
  CATEGORY_ICONS.forEach(([key, motif, palette, en, fr], i) => {
    const d = describe(motif, palette);
    out.push({
      key: `cat-${key}`,
      file: `${DIR}/cat-${key}.png`,
      width: 200,
      height: 200,
      mimeType: 'image/png',
      motif,
      palette,
      seed: 100 + i,
      altText: { EN: `Icon for ${en}: ${d.EN}`, FR: `Icône de ${fr} : ${d.FR}` },
    });
  });
  POP_BANNERS.forEach(([key, motif, palette, en, fr], i) => {
    const d = describe(motif, palette);
    out.push({
      key: `popcat-${key}`,
      file: `${DIR}/popcat-${key}.jpg`,
      width: 1600,
      height: 900,
      mimeType: 'image/jpeg',
      motif,
      palette,
      seed: 200 + i,
      altText: { EN: `Banner for ${en}: ${d.EN}`, FR: `Bannière pour ${fr} : ${d.FR}` },
    });
  });
  for (let i = 0; i < POSTER_COUNT; i++) {
    const motif = MOTIFS[i % MOTIFS.length] as Motif;
    const palette = POSTER_PALETTES[(i * 5) % POSTER_PALETTES.length]!;
    const d = describe(motif, palette);
    const n = String(i + 1).padStart(2, '0');
    out.push({
      key: `poster-${n}`,
      file: `${DIR}/poster-${n}-${motif}.jpg`,
      width: 1600,
      height: 900,
      mimeType: 'image/jpeg',
      motif,
      palette,
      seed: 300 + i,
      altText: { EN: `Abstract poster art: ${d.EN}`, FR: capital(`Affiche abstraite : ${d.FR}`) },
    });
  }
  return out;
}

export const IMAGES: readonly ImageSpec[] = buildManifest();

/** Key of the n-th poster image (wraps around), for featured images. */
export function posterKey(n: number): string {
  return `poster-${String((n % POSTER_COUNT) + 1).padStart(2, '0')}`;
}
