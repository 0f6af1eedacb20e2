/** Hand-written pages, part 1: home, about and its children, partners, media. */
import type { PageDef } from './pages-types';

export const PAGES_A: PageDef[] = [
  {
    key: 'home', frSlug: 'accueil', title: ['Home', 'Accueil'], image: 3,
    body: [
      '<p>POP Montreal is a five-day celebration of independent music and art, from September 22 to 26, 2027, in venues across the city.</p>\n<p>Browse the {{page:festival-schedule|festival schedule}}, get {{page:tickets-and-passes|tickets and passes}}, or read the latest news.</p>',
      '<p>POP Montréal est une célébration de la musique et des arts indépendants, cinq jours durant, du 22 au 26 septembre 2027, dans des salles aux quatre coins de la ville.</p>\n<p>Parcourez le {{page:festival-schedule|programme du festival}}, procurez-vous des {{page:tickets-and-passes|billets et passeports}} ou lisez les dernières nouvelles.</p>',
    ],
  },
  {
    key: 'about', frSlug: 'a-propos', title: ['About', 'À propos'], image: 5,
    body: [
      '<p>POP Montreal is a non-profit cultural organisation that presents an annual music and arts festival, with concerts, talks, workshops, family activities, craft fairs, visual art and film screenings.</p>\n<h2>Our mission</h2>\n<p>We champion independent artists, emerging and established, local and international, and the small venues that make a music scene possible.</p>\n<ul><li>{{page:history|Our history}}</li><li>{{page:team|The team}}</li><li>{{page:land-acknowledgement|Land acknowledgement}}</li></ul>',
      '<p>POP Montréal est un organisme culturel à but non lucratif qui présente chaque année un festival de musique et d\'arts : concerts, conférences, ateliers, activités familiales, marchés d\'artisans, arts visuels et projections.</p>\n<h2>Notre mission</h2>\n<p>Nous soutenons les artistes indépendants, de la relève comme confirmés, d\'ici comme d\'ailleurs, ainsi que les petites salles sans lesquelles aucune scène musicale n\'existe.</p>\n<ul><li>{{page:history|Notre histoire}}</li><li>{{page:team|L\'équipe}}</li><li>{{page:land-acknowledgement|Reconnaissance territoriale}}</li></ul>',
    ],
  },
  {
    key: 'history', frSlug: 'histoire', title: ['History', 'Histoire'], parent: 'about', image: 8,
    body: [
      '<p>The festival began in 2002 as a weekend of shows in three rooms on the same street. Twenty-five editions later it fills more than forty venues.</p>\n<h2>Milestones</h2>\n<ul><li>2002: first edition, 38 bands</li><li>2006: the Marché craft fair opens</li><li>2011: the first Symposium talks</li><li>2015: Puces POP, the flea market</li><li>2020: an edition entirely outdoors</li></ul>',
      '<p>Le festival est né en 2002, le temps d\'une fin de semaine de concerts dans trois salles d\'une même rue. Vingt-cinq éditions plus tard, il occupe plus de quarante lieux.</p>\n<h2>Quelques jalons</h2>\n<ul><li>2002 : première édition, 38 groupes</li><li>2006 : ouverture du Marché d\'artisans</li><li>2011 : premières conférences du Symposium</li><li>2015 : les Puces POP, le marché aux puces</li><li>2020 : une édition entièrement en plein air</li></ul>',
    ],
  },
  {
    key: 'team', frSlug: 'equipe', title: ['Team', 'Équipe'], parent: 'about',
    body: [
      '<p>A small year-round team, and hundreds of helpers in September.</p>\n<h2>Staff</h2>\n<ul><li>Camille Beaudoin, executive director</li><li>Theo Marchetti, music programming</li><li>Adaeze Okafor-Roy, community and volunteers</li><li>Julien Tremblay-Ngo, communications</li></ul>\n<p>To reach any of us, see the {{page:contact|contact page}}.</p>',
      '<p>Une petite équipe permanente, et des centaines de personnes en renfort en septembre.</p>\n<h2>Personnel</h2>\n<ul><li>Camille Beaudoin, direction générale</li><li>Theo Marchetti, programmation musicale</li><li>Adaeze Okafor-Roy, communauté et bénévoles</li><li>Julien Tremblay-Ngo, communications</li></ul>\n<p>Pour nous joindre, consultez la {{page:contact|page de contact}}.</p>',
    ],
  },
  {
    key: 'land-acknowledgement', frSlug: 'reconnaissance-territoriale', title: ['Land Acknowledgement', 'Reconnaissance territoriale'], parent: 'about',
    body: [
      '<p>The festival takes place on unceded Indigenous lands. The Kanien’kehá:ka Nation is recognised as the custodian of the lands and waters on which we gather.</p>\n<p>We commit to programming, hiring and listening accordingly, all year long.</p>',
      '<p>Le festival se déroule en territoire autochtone non cédé. La Nation Kanien’kehá:ka est reconnue comme gardienne des terres et des eaux sur lesquelles nous nous réunissons.</p>\n<p>Nous nous engageons à en tenir compte dans notre programmation, nos embauches et notre écoute, toute l\'année.</p>',
    ],
  },
  {
    key: 'partners-and-sponsors', frSlug: 'partenaires-et-commanditaires', title: ['Partners and Sponsors', 'Partenaires et commanditaires'], image: 12,
    body: [
      '<p>The festival exists thanks to public funders, private sponsors and neighbourhood businesses.</p>\n<h2>Public partners</h2>\n<ul><li>Conseil des arts de la métropole (fictional)</li><li>Fonds québécois pour la musique indépendante (fictional)</li></ul>\n<h2>Become a partner</h2>\n<p>Write to <a href="mailto:partners@popmontreal.example.com">partners@popmontreal.example.com</a> for our partnership kit.</p>',
      '<p>Le festival existe grâce à ses bailleurs de fonds publics, à ses commanditaires privés et aux commerces du quartier.</p>\n<h2>Partenaires publics</h2>\n<ul><li>Conseil des arts de la métropole (fictif)</li><li>Fonds québécois pour la musique indépendante (fictif)</li></ul>\n<h2>Devenir partenaire</h2>\n<p>Écrivez à <a href="mailto:partenaires@popmontreal.example.com">partenaires@popmontreal.example.com</a> pour recevoir notre trousse de partenariat.</p>',
    ],
  },
  {
    key: 'media-and-press', frSlug: 'medias-et-presse', title: ['Media and Press', 'Médias et presse'],
    body: [
      '<p>Journalists, photographers and podcasters can apply for accreditation until September 10.</p>\n<h2>Accreditation</h2>\n<ul><li>Fill in the <a href="https://forms.example.com/pop-2027-press">accreditation form</a>.</li><li>Include links to recent coverage.</li><li>Photo passes are limited to the first three songs.</li></ul>\n<h2>Press kit</h2>\n<p>Logos, photos and the press release are available on request: <a href="mailto:press@popmontreal.example.com">press@popmontreal.example.com</a>.</p>',
      '<p>Journalistes, photographes et baladodiffuseurs peuvent demander une accréditation jusqu\'au 10 septembre.</p>\n<h2>Accréditation</h2>\n<ul><li>Remplissez le <a href="https://forms.example.com/pop-2027-press?lang=fr">formulaire d\'accréditation</a>.</li><li>Joignez des liens vers des articles récents.</li><li>Les photographes ont accès aux trois premières chansons.</li></ul>\n<h2>Trousse de presse</h2>\n<p>Logos, photos et communiqué sont offerts sur demande : <a href="mailto:presse@popmontreal.example.com">presse@popmontreal.example.com</a>.</p>',
    ],
  },
];
