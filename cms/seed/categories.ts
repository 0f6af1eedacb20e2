/** Terms: the built-in `category` taxonomy (with category images) and the `news_type` taxonomy. */
import type { LanguageCode, TermRecord } from '../store/types';
import { LANGS, type SeedContext } from './ids';
import { fr } from './text';

interface TermDef {
  key: string;
  slug: Record<LanguageCode, string>;
  name: Record<LanguageCode, string>;
  description: Record<LanguageCode, string>;
}

/** Category keys are the English slugs. `pop-montreal` is the festival's own category. */
export const CATEGORIES: readonly TermDef[] = [
  {
    key: 'pop-montreal',
    slug: { EN: 'pop-montreal', FR: 'pop-montreal-fr' },
    name: { EN: 'POP Montreal', FR: 'POP Montréal' },
    description: {
      EN: 'The festival’s own showcases: five days of concerts across the city.',
      FR: 'Les vitrines du festival : cinq jours de concerts aux quatre coins de la ville.',
    },
  },
  {
    key: 'music',
    slug: { EN: 'music', FR: 'musique' },
    name: { EN: 'Music', FR: 'Musique' },
    description: { EN: 'Concerts, DJ sets and late shows.', FR: 'Concerts, soirées DJ et spectacles de fin de soirée.' },
  },
  {
    key: 'visual-arts',
    slug: { EN: 'visual-arts', FR: 'arts-visuels' },
    name: { EN: 'Visual Arts', FR: 'Arts visuels' },
    description: { EN: 'Exhibitions, installations and live painting.', FR: 'Expositions, installations et peinture en direct.' },
  },
  {
    key: 'film',
    slug: { EN: 'film', FR: 'cinema' },
    name: { EN: 'Film', FR: 'Cinéma' },
    description: { EN: 'Music documentaries, shorts and live scores.', FR: 'Documentaires musicaux, courts métrages et ciné-concerts.' },
  },
  {
    key: 'kids',
    slug: { EN: 'kids', FR: 'enfants' },
    name: { EN: 'Kids', FR: 'Enfants' },
    description: { EN: 'Family matinees and workshops for young festivalgoers.', FR: 'Matinées familiales et ateliers pour les jeunes festivaliers.' },
  },
  {
    key: 'marche',
    slug: { EN: 'marche', FR: 'marche-fr' },
    name: { EN: 'Marché', FR: 'Marché' },
    description: { EN: 'The craft fair: makers, printers and designers.', FR: 'Le marché d’artisans : créateurs, imprimeurs et designers.' },
  },
  {
    key: 'puces',
    slug: { EN: 'puces', FR: 'puces-fr' },
    name: { EN: 'Puces POP', FR: 'Puces POP' },
    description: { EN: 'The flea market: vintage clothes, records and curios.', FR: 'Le marché aux puces : vêtements vintage, disques et curiosités.' },
  },
  {
    key: 'symposium',
    slug: { EN: 'symposium', FR: 'symposium-fr' },
    name: { EN: 'Symposium', FR: 'Symposium' },
    description: { EN: 'Talks, panels and conversations about music and culture.', FR: 'Conférences, tables rondes et entretiens sur la musique et la culture.' },
  },
  {
    key: 'workshops',
    slug: { EN: 'workshops', FR: 'ateliers' },
    name: { EN: 'Workshops', FR: 'Ateliers' },
    description: { EN: 'Hands-on sessions: printmaking, synths, songwriting.', FR: 'Ateliers pratiques : sérigraphie, synthés, écriture de chansons.' },
  },
];

export const NEWS_TYPES: readonly TermDef[] = [
  {
    key: 'announcement',
    slug: { EN: 'announcement', FR: 'annonce' },
    name: { EN: 'Announcement', FR: 'Annonce' },
    description: { EN: 'Festival news and practical information.', FR: 'Nouvelles du festival et informations pratiques.' },
  },
  {
    key: 'lineup',
    slug: { EN: 'lineup', FR: 'programmation' },
    name: { EN: 'Lineup', FR: 'Programmation' },
    description: { EN: 'Artist announcements.', FR: 'Annonces d’artistes.' },
  },
  {
    key: 'interview',
    slug: { EN: 'interview', FR: 'entrevue' },
    name: { EN: 'Interview', FR: 'Entrevue' },
    description: { EN: 'Conversations with artists and organisers.', FR: 'Conversations avec des artistes et des organisateurs.' },
  },
  {
    key: 'community',
    slug: { EN: 'community', FR: 'communaute' },
    name: { EN: 'Community', FR: 'Communauté' },
    description: { EN: 'Volunteers, neighbours and partners.', FR: 'Bénévoles, voisins et partenaires.' },
  },
];

function buildTaxonomy(ctx: SeedContext, taxonomy: TermRecord['taxonomy'], defs: readonly TermDef[]): TermRecord[] {
  const out: TermRecord[] = [];
  for (const def of defs) {
    for (const lang of LANGS) {
      const databaseId = ctx.ids.term();
      ctx.terms.set(`${taxonomy}:${def.key}:${lang}`, databaseId);
      out.push({
        databaseId,
        taxonomy,
        language: lang,
        translationGroup: `${taxonomy}:${def.key}`,
        slug: def.slug[lang],
        name: def.name[lang],
        description: lang === 'FR' ? fr(def.description.FR) : def.description.EN,
        parentId: null,
        categoryImageId: taxonomy === 'category' ? ctx.media.get(`cat-${def.key}`) : null,
      });
    }
  }
  return out;
}

export function buildTerms(ctx: SeedContext): TermRecord[] {
  return [...buildTaxonomy(ctx, 'category', CATEGORIES), ...buildTaxonomy(ctx, 'news_type', NEWS_TYPES)];
}

/** Term ids of category keys, in one language. */
export function categoryIds(ctx: SeedContext, keys: readonly string[], lang: LanguageCode): number[] {
  return keys.map((key) => ctx.terms.get(`category:${key}:${lang}`));
}

export type CategoryKey = 'pop-montreal' | 'music' | 'visual-arts' | 'film' | 'kids' | 'marche' | 'puces' | 'symposium' | 'workshops';
