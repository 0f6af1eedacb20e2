/** Hand-written news posts, part 2, plus the English-only post and the draft. */
import type { NewsDef } from './news-types';

export const NEWS_B: NewsDef[] = [
  {
    key: 'marche-pop-returns', title: ['Marché POP Returns to the Weavers’ Hall', 'Le Marché POP revient à la Halle des Tisserands'], date: '2027-07-22 10:30',
    author: 'adaeze-okafor-roy', types: ['announcement'], cats: ['marche', 'visual-arts'], related: ['puces-pop-vendor-applications', 'kids-program-2027'],
    intro: ['Sixty makers, two days, free admission.', 'Soixante créateurs, deux jours, entrée libre.'],
    body: [
      '<p>Our craft fair is back on Saturday and Sunday. Look for prints by {{artist:collectif-papier-ciseaux}}, woven pieces by {{artist:harriet-osei-marchand}} and comics signed by {{artist:maya-thibodeau}}.</p>\n<h2>Dates</h2>\n<ul><li>{{event:marche-pop-saturday}}</li><li>{{event:marche-pop-sunday}}</li></ul>',
      '<p>Notre marché d\'artisans revient samedi et dimanche. Ne manquez pas les estampes du {{artist:collectif-papier-ciseaux}}, les tissages d\'{{artist:harriet-osei-marchand}} et les bandes dessinées dédicacées par {{artist:maya-thibodeau}}.</p>\n<h2>Dates</h2>\n<ul><li>{{event:marche-pop-saturday}}</li><li>{{event:marche-pop-sunday}}</li></ul>',
    ],
  },
  {
    key: 'symposium-2027-program', title: ['Symposium 2027: Labels, Streams and Lost Venues', 'Symposium 2027 : étiquettes, écoute en continu et salles disparues'], date: '2027-08-05 09:00',
    frSlug: 'programme-du-symposium-2027',
    author: 'julien-tremblay-ngo', types: ['announcement', 'lineup'], cats: ['symposium'], related: ['film-program-unveiled', 'okonjo-brass-collective-interview', 'accessibility-at-the-festival'],
    intro: ['Four free talks at Fernhill Library, all bilingual, all recorded.', 'Quatre conférences gratuites à la Bibliothèque Fernhill, toutes bilingues et enregistrées.'],
    body: [
      '<p>The Symposium brings artists, writers and organisers together for four afternoons of conversation. Admission is free, seating is first come, first served.</p>\n<h2>The program</h2>\n<ul><li>{{event:symposium-small-labels-long-tails}}</li><li>{{event:symposium-who-owns-the-stream}}</li><li>{{event:symposium-venues-we-lost}}</li><li>{{event:symposium-touring-on-twelve-tickets}}</li></ul>\n<p>Moderated by {{artist:felix-dumont-arcand}}.</p>',
      '<p>Le Symposium réunit artistes, auteurs et organisateurs pour quatre après-midi de discussion. L\'entrée est libre, premiers arrivés, premiers servis.</p>\n<h2>Le programme</h2>\n<ul><li>{{event:symposium-small-labels-long-tails}}</li><li>{{event:symposium-who-owns-the-stream}}</li><li>{{event:symposium-venues-we-lost}}</li><li>{{event:symposium-touring-on-twelve-tickets}}</li></ul>\n<p>Animation : {{artist:felix-dumont-arcand}}.</p>',
    ],
  },
  {
    key: 'kids-program-2027', title: ['Kids’ Program: Puppets, Science Songs and a Youth Orchestra', 'Programmation enfants : marionnettes, chansons scientifiques et orchestre de jeunes'], date: '2027-08-12 10:00',
    frSlug: 'programmation-enfants-2027',
    author: 'camille-beaudoin', types: ['lineup'], cats: ['kids'], related: ['second-wave-of-artists', 'marche-pop-returns'],
    intro: ['Free matinees in the park all weekend.', 'Des matinées gratuites au parc toute la fin de semaine.'],
    body: [
      '<p>Bring the kids to the Parc des Lilas Bandshell on Saturday and Sunday.</p>\n<ul><li>{{event:kids-matinee-great-kelp-parade}}</li><li>{{event:science-songs-professor-plink}}</li><li>{{event:bluegrass-brunch-mossgrove-ramblers}}</li><li>{{event:youth-orchestra-in-the-park}}</li></ul>\n<h2>Good to know</h2>\n<p>Ear defenders are lent free of charge at the welcome tent.</p>',
      '<p>Amenez les enfants au kiosque du parc des Lilas samedi et dimanche.</p>\n<ul><li>{{event:kids-matinee-great-kelp-parade}}</li><li>{{event:science-songs-professor-plink}}</li><li>{{event:bluegrass-brunch-mossgrove-ramblers}}</li><li>{{event:youth-orchestra-in-the-park}}</li></ul>\n<h2>Bon à savoir</h2>\n<p>Des coquilles antibruit sont prêtées gratuitement à la tente d\'accueil.</p>',
    ],
  },
  {
    key: 'okonjo-brass-collective-interview', title: ['Twelve People, One Sentence: Okonjo Brass Collective', 'Douze personnes, une phrase : l\'Okonjo Brass Collective'], date: '2027-08-19 13:00',
    frSlug: 'douze-personnes-une-phrase',
    author: 'julien-tremblay-ngo', types: ['interview'], cats: ['music', 'pop-montreal'], related: ['in-conversation-with-mira-solenne', 'symposium-2027-program'],
    intro: ['Trumpeter Chidi Okonjo on touring with a big band in 2027.', 'Le trompettiste Chidi Okonjo parle de tournée avec un grand orchestre en 2027.'],
    body: [
      '<p>Getting twelve musicians from Lagos to Montréal took eleven months, {{artist:okonjo-brass-collective}} leader Chidi Okonjo tells us.</p>\n<h2>On the road</h2>\n<p>“Every visa is a small miracle. Every concert is a bigger one.”</p>\n<p>The band plays {{event:okonjo-brass-collective-live|Thursday at Le Hangar Casgrain}} and again at {{event:closing-night}}, and talks money at {{event:symposium-touring-on-twelve-tickets|the Symposium on Saturday}}.</p>',
      '<p>Faire venir douze musiciens de Lagos à Montréal a pris onze mois, nous raconte Chidi Okonjo, chef de l’{{artist:okonjo-brass-collective}}.</p>\n<h2>Sur la route</h2>\n<p>« Chaque visa est un petit miracle. Chaque concert, un plus grand. »</p>\n<p>L\'orchestre joue {{event:okonjo-brass-collective-live|jeudi au Hangar Casgrain}} puis à la {{event:closing-night}}, et parle d\'argent {{event:symposium-touring-on-twelve-tickets|au Symposium samedi}}.</p>',
    ],
  },
  {
    key: 'accessibility-at-the-festival', title: ['Accessibility at the Festival: What’s New This Year', 'L\'accessibilité au festival : les nouveautés de l\'année'], date: '2027-08-26 11:00',
    frSlug: 'accessibilite-au-festival',
    author: 'camille-beaudoin', types: ['announcement', 'community'], cats: ['pop-montreal'], related: ['call-for-volunteers-2027', 'festival-passes-on-sale'],
    intro: ['Quiet rooms, ASL and LSQ interpretation, and a free companion ticket.', 'Salles calmes, interprétation en ASL et en LSQ, et billet d\'accompagnateur gratuit.'],
    body: [
      '<p>This year nine of our eleven venues have step-free access. We are adding a quiet room at Le Hangar Casgrain and sign-language interpretation at every Symposium talk.</p>\n<h2>Companion tickets</h2>\n<p>Companions of people with disabilities get in free, no questions asked. Details on the {{page:accessibility|accessibility page}}.</p>',
      '<p>Cette année, neuf de nos onze salles sont accessibles de plain-pied. Nous ajoutons une salle calme au Hangar Casgrain et l\'interprétation en langue des signes à chaque conférence du Symposium.</p>\n<h2>Billets d\'accompagnateur</h2>\n<p>Les accompagnateurs des personnes en situation de handicap entrent gratuitement, sans justificatif. Détails sur la {{page:accessibility|page d\'accessibilité}}.</p>',
    ],
  },
  {
    key: 'film-program-unveiled', title: ['Film Program Unveiled at Cinéma Vesper', 'La programmation cinéma dévoilée au Cinéma Vesper'], date: '2027-09-01 10:00',
    frSlug: 'programmation-cinema-devoilee',
    author: 'theo-marchetti', types: ['lineup'], cats: ['film'], related: ['symposium-2027-program', 'kids-program-2027'], noImage: true,
    intro: ['Documentaries, a restored silent film and hand-processed 16 mm.', 'Documentaires, film muet restauré et 16 mm développé à la main.'],
    body: [
      '<p>Five days of music on screen at the single-screen Cinéma Vesper.</p>\n<h2>Screenings</h2>\n<ul><li>{{event:load-out-premiere}} by {{artist:theo-vasquez-bell}}</li><li>{{event:dernier-appel-screening}} by {{artist:anouk-belanger-diallo}}</li><li>{{event:maree-basse-lighthouse-keeper}}</li><li>{{event:short-films-music-on-screen}}</li></ul>',
      '<p>Cinq jours de musique à l\'écran au Cinéma Vesper, une salle à écran unique.</p>\n<h2>Les projections</h2>\n<ul><li>{{event:load-out-premiere}}, de {{artist:theo-vasquez-bell}}</li><li>{{event:dernier-appel-screening}}, d’{{artist:anouk-belanger-diallo}}</li><li>{{event:maree-basse-lighthouse-keeper}}</li><li>{{event:short-films-music-on-screen}}</li></ul>',
    ],
  },
  {
    key: 'schedule-change-sahel-lanterns', title: ['Schedule Change: Sahel Lanterns Move to Saturday', 'Changement d\'horaire : Sahel Lanterns passe au samedi'], date: '2027-09-14 16:00',
    frSlug: 'changement-d-horaire-sahel-lanterns',
    author: 'theo-marchetti', types: ['announcement'], cats: ['music'], related: ['first-wave-of-artists', 'film-program-unveiled'],
    intro: ['Three shows have new dates. Your tickets remain valid.', 'Trois spectacles changent de date. Vos billets restent valides.'],
    body: [
      '<h2>New dates</h2>\n<p>Because of a delayed flight, {{artist:sahel-lanterns}} now play on Saturday at 7:30 PM: see {{event:sahel-lanterns-live}}. Two other shows also move:</p>\n<ul><li>{{event:ingrid-halvorsen-trio}}: now Sunday at 5 PM</li><li>{{event:maree-basse-lighthouse-keeper}}: now Saturday at 9:30 PM</li></ul>\n<p>Tickets remain valid. Refunds on request until September 15.</p>',
      '<h2>Nouvelles dates</h2>\n<p>En raison d\'un vol retardé, {{artist:sahel-lanterns}} jouera samedi à 19 h 30 : voir {{event:sahel-lanterns-live}}. Deux autres spectacles changent aussi de date :</p>\n<ul><li>{{event:ingrid-halvorsen-trio}} : maintenant dimanche à 17 h</li><li>{{event:maree-basse-lighthouse-keeper}} : maintenant samedi à 21 h 30</li></ul>\n<p>Les billets restent valides. Remboursement sur demande jusqu\'au 15 septembre.</p>',
    ],
  },
  {
    key: 'programming-notes-building-a-lineup', title: ['Programming Notes: How We Build a Lineup', ''], date: '2027-09-08 12:00',
    author: 'julien-tremblay-ngo', types: ['interview'], cats: ['pop-montreal'], related: ['first-wave-of-artists', 'second-wave-of-artists'], englishOnly: true,
    intro: ['An English-only letter from the programming desk.', ''],
    body: [
      '<p>Every year we listen to about 4,000 submissions. This letter explains how a band like {{artist:kestrel-radio}} ends up on the same weekend as {{artist:quiet-harbour-choir}}.</p>\n<h2>Three rules</h2>\n<ul><li>Book the band, not the buzz.</li><li>Every venue gets one surprise.</li><li>Always leave room for the kids’ matinee.</li></ul>',
      '',
    ],
  },
];

/** A draft news post: never linked from published content or menus. */
export const DRAFT_NEWS = {
  key: 'draft-headliner-reveal',
  slug: { EN: 'draft-headliner-reveal', FR: 'brouillon-devoilement-tete-d-affiche' },
  title: { EN: 'DRAFT — Headliner Reveal (embargoed until Sept. 1)', FR: 'DRAFT — Dévoilement de la tête d\'affiche (sous embargo jusqu\'au 1er sept.)' },
} as const;
