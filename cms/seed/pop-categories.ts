/**
 * Pop categories (post type `pop_category`): one per about section, with the SAME slugs as the
 * matching `category` terms. `pop-montreal` / `pop-montreal-fr` is the festival's own (about root).
 */
import type { AboutGroup, AboutGroupKey, LanguageCode, PopCategoryRecord } from '../store/types';
import { CATEGORIES } from './categories';
import { LANGS, expandLinks, registerPost, type SeedContext } from './ids';
import { fr, wallClock } from './text';

type Text = [en: string, fr: string];

interface PopCategoryDef {
  key: string;
  group: AboutGroupKey;
  subtitle: Text;
  about: { title: Text; content: Text; summary: Text; ctaText: Text; ctaUrl: Text };
}

const cal = (en: string, frSlug: string): Text => [`/calendar?category=${en}`, `/fr/calendrier?categorie=${frSlug}`];

const DEFS: readonly PopCategoryDef[] = [
  {
    key: 'pop-montreal', group: 'aboutPop',
    subtitle: ['Music and arts festival · Montreal · September 22–26, 2027', 'Festival de musique et d\'arts · Montréal · du 22 au 26 septembre 2027'],
    about: {
      title: ['About POP Montreal', 'À propos de POP Montréal'],
      content: [
        '<p>Since 2002, POP Montreal has presented independent music and art in the city’s halls, churches, clubs and parks: performances, talks, workshops, family activities, craft fairs, visual art and film screenings.</p>\n<h2>Five days in September</h2>\n<p>The 2027 edition opens with {{event:opening-night}} and closes with {{event:closing-night}}.</p>',
        '<p>Depuis 2002, POP Montréal présente la musique et les arts indépendants dans les salles, églises, clubs et parcs de la ville : spectacles, conférences, ateliers, activités familiales, marchés d\'artisans, arts visuels et projections.</p>\n<h2>Cinq jours en septembre</h2>\n<p>L\'édition 2027 s\'ouvre avec la {{event:opening-night}} et se termine avec la {{event:closing-night}}.</p>',
      ],
      summary: ['A five-day festival of independent music and art in Montréal.', 'Un festival de cinq jours consacré à la musique et aux arts indépendants à Montréal.'],
      ctaText: ['See the festival schedule', 'Voir le programme du festival'],
      ctaUrl: ['/festival-schedule', '/fr/programme-du-festival'],
    },
  },
  {
    key: 'visual-arts', group: 'artAbout',
    subtitle: ['Exhibitions, installations and live painting', 'Expositions, installations et peinture en direct'],
    about: {
      title: ['Art at POP', 'Les arts visuels à POP'],
      content: [
        '<p>The visual arts program puts artists in the rooms where music happens: paintings made during concerts, installations woven from cassette tape, posters printed on site.</p>\n<ul><li>{{event:vernissage-volume}}</li><li>{{event:live-painting-ondine-mercier-neon-tundra}}</li><li>{{event:textiles-and-tape}}</li></ul>',
        '<p>Le volet arts visuels installe les artistes là où la musique se joue : toiles peintes pendant les concerts, installations tissées de ruban de cassette, affiches imprimées sur place.</p>\n<ul><li>{{event:vernissage-volume}}</li><li>{{event:live-painting-ondine-mercier-neon-tundra}}</li><li>{{event:textiles-and-tape}}</li></ul>',
      ],
      summary: ['Art made with, for and around music.', 'De l\'art créé avec la musique, pour elle et autour d\'elle.'],
      ctaText: ['Browse art events', 'Parcourir les événements arts visuels'],
      ctaUrl: cal('visual-arts', 'arts-visuels'),
    },
  },
  {
    key: 'film', group: 'filmAbout',
    subtitle: ['Music documentaries, shorts and live scores', 'Documentaires musicaux, courts métrages et ciné-concerts'],
    about: {
      title: ['POP Film', 'POP Cinéma'],
      content: [
        '<p>Five days of music on screen at Cinéma Vesper, from premieres to a restored silent film with a live score.</p>\n<p>Don’t miss {{event:load-out-premiere}} and {{event:maree-basse-lighthouse-keeper}}.</p>',
        '<p>Cinq jours de musique à l\'écran au Cinéma Vesper, des premières jusqu\'à un film muet restauré accompagné en direct.</p>\n<p>À ne pas manquer : {{event:load-out-premiere}} et {{event:maree-basse-lighthouse-keeper}}.</p>',
      ],
      summary: ['Films about music, shown the way they deserve.', 'Des films sur la musique, projetés comme ils le méritent.'],
      ctaText: ['See the film program', 'Voir la programmation cinéma'],
      ctaUrl: cal('film', 'cinema'),
    },
  },
  {
    key: 'kids', group: 'kidsAbout',
    subtitle: ['Free matinees and workshops for families', 'Matinées et ateliers gratuits pour les familles'],
    about: {
      title: ['POP Kids', 'POP Enfants'],
      content: [
        '<p>Puppets, science songs, bluegrass and a youth orchestra, all weekend at the Parc des Lilas Bandshell. Most activities are free.</p>\n<p>Start with {{event:kids-matinee-great-kelp-parade}}.</p>',
        '<p>Marionnettes, chansons scientifiques, bluegrass et orchestre de jeunes, toute la fin de semaine au kiosque du parc des Lilas. La plupart des activités sont gratuites.</p>\n<p>Commencez par la {{event:kids-matinee-great-kelp-parade}}.</p>',
      ],
      summary: ['The festival for its youngest fans.', 'Le festival pour ses plus jeunes admirateurs.'],
      ctaText: ['Family events', 'Activités familiales'],
      ctaUrl: cal('kids', 'enfants'),
    },
  },
  {
    key: 'marche', group: 'marcheAbout',
    subtitle: ['The craft fair at the Weavers’ Hall', 'Le marché d\'artisans à la Halle des Tisserands'],
    about: {
      title: ['Marché POP', 'Marché POP'],
      content: [
        '<p>Sixty makers, printers and designers sell their work over two days. Admission is free.</p>\n<ul><li>{{event:marche-pop-saturday}}</li><li>{{event:marche-pop-sunday}}</li></ul>',
        '<p>Soixante créateurs, imprimeurs et designers vendent leurs œuvres pendant deux jours. Entrée libre.</p>\n<ul><li>{{event:marche-pop-saturday}}</li><li>{{event:marche-pop-sunday}}</li></ul>',
      ],
      summary: ['Handmade goods from independent makers.', 'Des objets faits main par des créateurs indépendants.'],
      ctaText: ['Apply as a maker', 'Proposer votre candidature'],
      ctaUrl: ['https://forms.example.com/marche-pop-2027', 'https://forms.example.com/marche-pop-2027?lang=fr'],
    },
  },
  {
    key: 'puces', group: 'pucesAbout',
    subtitle: ['Vintage clothes, records and curios', 'Vêtements vintage, disques et curiosités'],
    about: {
      title: ['Puces POP', 'Puces POP'],
      content: [
        '<p>Our flea market fills the Weavers’ Hall from Friday to Sunday, with a free repair table run by the Maison Fripe Collective.</p>\n<p>Early birds: {{event:puces-pop-friday-preview}}.</p>',
        '<p>Notre marché aux puces remplit la Halle des Tisserands du vendredi au dimanche, avec une table de réparation gratuite tenue par le Maison Fripe Collective.</p>\n<p>Pour les lève-tôt : {{event:puces-pop-friday-preview}}.</p>',
      ],
      summary: ['Three days of treasure hunting.', 'Trois jours de chasse au trésor.'],
      ctaText: ['Flea market hours', 'Horaire des Puces'],
      ctaUrl: cal('puces', 'puces-fr'),
    },
  },
  {
    key: 'symposium', group: 'symposiumAbout',
    subtitle: ['Talks and panels at Fernhill Library', 'Conférences et tables rondes à la Bibliothèque Fernhill'],
    about: {
      title: ['POP Symposium', 'Symposium POP'],
      content: [
        '<p>Free afternoon conversations about the business, history and future of independent music, with sign-language interpretation.</p>\n<p>Opening talk: {{event:symposium-small-labels-long-tails}}.</p>',
        '<p>Des discussions gratuites en après-midi sur le métier, l\'histoire et l\'avenir de la musique indépendante, avec interprétation en langue des signes.</p>\n<p>Conférence d\'ouverture : {{event:symposium-small-labels-long-tails}}.</p>',
      ],
      summary: ['Talks for the curious.', 'Des conférences pour les curieux.'],
      ctaText: ['See all talks', 'Voir toutes les conférences'],
      ctaUrl: cal('symposium', 'symposium-fr'),
    },
  },
];

export const POP_CATEGORY_KEYS: readonly string[] = DEFS.map((d) => d.key);

const pickLang = (t: Text, lang: LanguageCode): string => (lang === 'EN' ? t[0] : fr(t[1]));

export function buildPopCategories(ctx: SeedContext): PopCategoryRecord[] {
  const out: PopCategoryRecord[] = [];
  DEFS.forEach((def, i) => {
    const cat = CATEGORIES.find((c) => c.key === def.key);
    if (!cat) throw new Error(`No category for pop category ${def.key}`);
    for (const lang of LANGS) {
      const title = lang === 'EN' ? cat.name.EN : fr(cat.name.FR);
      const databaseId = registerPost(ctx, 'pop_category', def.key, lang, cat.slug[lang], title);
      const group: AboutGroup = {
        title: pickLang(def.about.title, lang),
        content: null,
        summary: pickLang(def.about.summary, lang),
        ctaText: pickLang(def.about.ctaText, lang),
        ctaUrl: lang === 'EN' ? def.about.ctaUrl[0] : def.about.ctaUrl[1],
      };
      out.push({
        databaseId,
        postType: 'pop_category',
        language: lang,
        translationGroup: `pop_category:${def.key}`,
        slug: cat.slug[lang],
        title,
        content: `<p>${pickLang(def.about.summary, lang)}</p>`,
        status: 'publish',
        date: wallClock(2027, 3, 1 + i, 12, 0),
        modified: wallClock(2027, 8, 10 + i, 12, 0),
        featuredImageId: ctx.media.get(`popcat-${def.key}`),
        categoryIds: [],
        popCategorySubtitle: pickLang(def.subtitle, lang),
        about: { [def.group]: group },
      });
    }
  });
  return out;
}

/** Content of the about groups links events, so it is filled once events are registered. */
export function fillPopCategoryContent(ctx: SeedContext, records: PopCategoryRecord[]): void {
  for (const record of records) {
    const def = DEFS.find((d) => d.key === record.translationGroup.slice('pop_category:'.length));
    const group = def ? record.about[def.group] : undefined;
    if (!def || !group) continue;
    const html = expandLinks(ctx, record.language === 'EN' ? def.about.content[0] : def.about.content[1], record.language);
    group.content = record.language === 'EN' ? html : fr(html);
  }
}
