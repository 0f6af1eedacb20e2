/** Hand-written news posts, part 1 (oldest first). */
import type { NewsDef } from './news-types';

export const NEWS_A: NewsDef[] = [
  {
    key: 'a-look-back-at-2026', title: ['A Look Back at the 2026 Edition', 'Retour sur l\'édition 2026'], date: '2026-10-12 10:00',
    author: 'camille-beaudoin', types: ['community'], cats: ['pop-montreal'], related: ['save-the-date-2027', 'call-for-volunteers-2027'],
    intro: ['Five days, 41 venues and one very muddy park: thank you for a wonderful festival.', 'Cinq jours, 41 salles et un parc très boueux : merci pour ce merveilleux festival.'],
    body: [
      '<p>The 2026 edition welcomed more than 60,000 visits across the city. The rain on Saturday did not stop the family matinee, and the last dance party ended at 2:47 a.m.</p>\n<h2>By the numbers</h2>\n<ul><li>312 artists from 19 countries</li><li>540 volunteers</li><li>1 lost tuba, returned</li></ul>\n<p>We are already working on next year. {{page:volunteer|Join the volunteer team}} or {{page:contact|write to us}} with your ideas.</p>',
      '<p>L\'édition 2026 a accueilli plus de 60 000 visites aux quatre coins de la ville. La pluie du samedi n\'a pas empêché la matinée familiale, et la dernière soirée dansante s\'est terminée à 2 h 47.</p>\n<h2>En chiffres</h2>\n<ul><li>312 artistes de 19 pays</li><li>540 bénévoles</li><li>1 tuba égaré, retrouvé</li></ul>\n<p>Nous préparons déjà l\'an prochain. {{page:volunteer|Joignez-vous à l\'équipe bénévole}} ou {{page:contact|écrivez-nous}} pour nous faire part de vos idées.</p>',
    ],
  },
  {
    key: 'save-the-date-2027', title: ['Save the Date: POP Montreal Returns September 22–26, 2027', 'À vos agendas : POP Montréal revient du 22 au 26 septembre 2027'], date: '2026-11-04 09:30',
    frSlug: 'a-vos-agendas-2027',
    author: 'theo-marchetti', types: ['announcement'], cats: ['pop-montreal'], related: ['a-look-back-at-2026', 'festival-passes-on-sale'],
    intro: ['Mark your calendars: the festival is back for five days in September 2027.', 'Notez la date : le festival revient pour cinq jours en septembre 2027.'],
    body: [
      '<p>The next edition runs from <strong>Wednesday, September 22 to Sunday, September 26, 2027</strong>. Expect concerts, talks, workshops, family activities, the Marché craft fair, Puces POP, visual art and film screenings.</p>\n<h2>What’s next</h2>\n<p>The first wave of artists will be announced in the spring. Subscribe to the newsletter at the bottom of this page to hear it first.</p>',
      '<p>La prochaine édition aura lieu du <strong>mercredi 22 au dimanche 26 septembre 2027</strong>. Au menu : concerts, conférences, ateliers, activités familiales, le Marché d\'artisans, les Puces POP, des arts visuels et du cinéma.</p>\n<h2>Et ensuite ?</h2>\n<p>La première vague d\'artistes sera annoncée au printemps. Abonnez-vous à l\'infolettre au bas de cette page pour l\'apprendre avant tout le monde.</p>',
    ],
  },
  {
    key: 'puces-pop-vendor-applications', title: ['Puces POP Vendor Applications Are Open', 'Les inscriptions des exposants des Puces POP sont ouvertes'], date: '2027-03-15 11:00',
    frSlug: 'inscriptions-exposants-puces-pop',
    author: 'adaeze-okafor-roy', types: ['community'], cats: ['puces'], related: ['marche-pop-returns', 'call-for-volunteers-2027'],
    intro: ['Vintage dealers, record diggers and collectors: apply for a table by May 1.', 'Fripiers, disquaires et collectionneurs : réservez votre table d\'ici le 1er mai.'],
    body: [
      '<p>Puces POP, our flea market, returns to the Weavers’ Hall on the festival weekend. We are looking for about eighty vendors of vintage clothing, records, books and curios.</p>\n<h2>How to apply</h2>\n<ul><li>Fill in the <a href="https://forms.example.com/puces-pop-2027">application form</a>.</li><li>Send three photos of your stock.</li><li>Tables cost $60 for the weekend; reduced rates for first-time vendors.</li></ul>',
      '<p>Les Puces POP, notre marché aux puces, reviennent à la Halle des Tisserands pendant la fin de semaine du festival. Nous recherchons environ quatre-vingts exposants : vêtements vintage, disques, livres et curiosités.</p>\n<h2>Comment s\'inscrire</h2>\n<ul><li>Remplissez le <a href="https://forms.example.com/puces-pop-2027?lang=fr">formulaire d\'inscription</a>.</li><li>Envoyez trois photos de votre marchandise.</li><li>La table coûte 60 $ pour la fin de semaine ; tarif réduit pour une première participation.</li></ul>',
    ],
  },
  {
    key: 'first-wave-of-artists', title: ['First Wave: 20 Artists Join the 2027 Lineup', 'Première vague : 20 artistes à la programmation 2027'], date: '2027-05-06 10:00',
    author: 'theo-marchetti', types: ['lineup', 'announcement'], cats: ['pop-montreal', 'music'], related: ['second-wave-of-artists', 'festival-passes-on-sale', 'in-conversation-with-mira-solenne'],
    intro: ['Mira Solenne opens the festival, and Okonjo Brass Collective makes its Canadian debut.', 'Mira Solenne ouvrira le festival, et l\'Okonjo Brass Collective fera ses débuts au Canada.'],
    body: [
      '<p>Here they are. {{artist:mira-solenne}} will play {{event:opening-night}} at Salle Mirabelle, and the twelve-piece {{artist:okonjo-brass-collective}} comes from Lagos for its first Canadian shows.</p>\n<h2>Also announced</h2>\n<ul><li>{{artist:glasshouse-weather}}</li><li>{{artist:juniper-vale}}</li><li>{{artist:los-tres-faroles}}</li><li>{{artist:solveig-ark}}</li><li>{{artist:clemence-arseneault}}</li></ul>\n<p>See the full list on the {{page:festival-schedule|festival schedule}}.</p>',
      '<p>Les voici. {{artist:mira-solenne}} jouera à la {{event:opening-night}} à la Salle Mirabelle, et les douze musiciens de l’{{artist:okonjo-brass-collective}} arrivent de Lagos pour leurs premiers concerts au Canada.</p>\n<h2>Également annoncés</h2>\n<ul><li>{{artist:glasshouse-weather}}</li><li>{{artist:juniper-vale}}</li><li>{{artist:los-tres-faroles}}</li><li>{{artist:solveig-ark}}</li><li>{{artist:clemence-arseneault}}</li></ul>\n<p>Consultez la liste complète dans le {{page:festival-schedule|programme du festival}}.</p>',
    ],
  },
  {
    key: 'festival-passes-on-sale', title: ['Festival Passes Go on Sale June 2', 'Les passeports du festival en vente le 2 juin'], date: '2027-05-20 12:00',
    author: 'camille-beaudoin', types: ['announcement'], cats: ['pop-montreal'], related: ['first-wave-of-artists', 'save-the-date-2027'],
    intro: ['One pass, five days, every venue: early-bird prices until June 30.', 'Un passeport, cinq jours, toutes les salles : prix de prévente jusqu\'au 30 juin.'],
    body: [
      '<p>Festival passes give priority access to every show, subject to capacity. Early-bird passes cost <strong>$129</strong> until June 30, then $159.</p>\n<h2>Other options</h2>\n<ul><li>Day passes: $49</li><li>Student pass (with ID): $99</li><li>Single tickets for each show</li></ul>\n<p>All details on {{page:tickets-and-passes|Tickets and Passes}}.</p>',
      '<p>Le passeport du festival donne un accès prioritaire à tous les spectacles, selon la capacité des salles. Le passeport en prévente coûte <strong>129 $</strong> jusqu\'au 30 juin, puis 159 $.</p>\n<h2>Autres options</h2>\n<ul><li>Passeport d\'un jour : 49 $</li><li>Passeport étudiant (avec carte) : 99 $</li><li>Billets à l\'unité pour chaque spectacle</li></ul>\n<p>Tous les détails sur la page {{page:tickets-and-passes|Billets et passeports}}.</p>',
    ],
  },
  {
    key: 'call-for-volunteers-2027', title: ['Call for Volunteers: Join the 2027 Crew', 'Appel aux bénévoles : joignez-vous à l\'équipe 2027'], date: '2027-06-03 09:00',
    frSlug: 'appel-aux-benevoles-2027',
    author: 'adaeze-okafor-roy', types: ['community'], cats: ['pop-montreal'], related: ['a-look-back-at-2026', 'accessibility-at-the-festival'],
    intro: ['Four shifts get you a festival pass, a T-shirt and our eternal gratitude.', 'Quatre quarts de travail vous valent un passeport, un t-shirt et notre éternelle gratitude.'],
    body: [
      '<p>The festival runs on its volunteers: door staff, stage hands, greeters, poster teams and the people who keep the Marché tidy.</p>\n<h2>What you get</h2>\n<ul><li>A festival pass after four shifts</li><li>The volunteer T-shirt, designed this year by {{artist:maya-thibodeau}}</li><li>The closing party</li></ul>\n<p>Sign up on the {{page:volunteer|volunteer page}}.</p>',
      '<p>Le festival repose sur ses bénévoles : accueil aux portes, équipes de scène, affichage et les personnes qui gardent le Marché en ordre.</p>\n<h2>Ce que vous obtenez</h2>\n<ul><li>Un passeport du festival après quatre quarts de travail</li><li>Le t-shirt bénévole, dessiné cette année par {{artist:maya-thibodeau}}</li><li>La fête de clôture</li></ul>\n<p>Inscrivez-vous sur la {{page:volunteer|page des bénévoles}}.</p>',
    ],
  },
  {
    key: 'second-wave-of-artists', title: ['Second Wave: Shoegaze, Shanties and a Youth Orchestra', 'Deuxième vague : shoegaze, chants de marins et orchestre de jeunes'], date: '2027-06-17 10:00',
    frSlug: 'deuxieme-vague-d-artistes',
    author: 'theo-marchetti', types: ['lineup'], cats: ['music'], related: ['first-wave-of-artists', 'kids-program-2027'],
    intro: ['Twenty-four more names, from Winnipeg to Osaka.', 'Vingt-quatre nouveaux noms, de Winnipeg à Osaka.'],
    body: [
      '<p>The second wave is louder. {{artist:prairie-static-union}} will play their whole album, {{artist:bellows-and-bone}} bring the shanties, and {{artist:yuki-amabe}} makes her first trip outside Japan.</p>\n<h2>For the whole family</h2>\n<p>The {{artist:petite-patrie-youth-orchestra}} plays a free show in the park on Sunday, and {{artist:aunt-biscuits-puppet-band}} lead the kelp parade.</p>',
      '<p>La deuxième vague est plus bruyante. {{artist:prairie-static-union}} jouera son album au complet, {{artist:bellows-and-bone}} apporte ses chants de marins et {{artist:yuki-amabe}} fait son premier voyage hors du Japon.</p>\n<h2>Pour toute la famille</h2>\n<p>Le {{artist:petite-patrie-youth-orchestra}} donne un concert gratuit au parc dimanche, et {{artist:aunt-biscuits-puppet-band}} mène la parade des algues.</p>',
    ],
  },
  {
    key: 'in-conversation-with-mira-solenne', title: ['In Conversation with Mira Solenne', 'En conversation avec Mira Solenne'], date: '2027-07-08 14:00',
    author: 'julien-tremblay-ngo', types: ['interview'], cats: ['music'], related: ['first-wave-of-artists', 'okonjo-brass-collective-interview'],
    intro: ['The opening-night headliner on boathouses, autoharps and recording forty vocal takes.', 'La tête d\'affiche de la soirée d\'ouverture parle de hangars à bateaux, d\'autoharpe et de quarante prises de voix.'],
    body: [
      '<p>We met {{artist:mira-solenne}} in a café near the Québec ferry terminal, a week after she finished mixing <em>Salt Lamp Weather</em>.</p>\n<h2>Why a boathouse?</h2>\n<p>“It was cheap, and it was cold. The cold made me sing closer to the microphone.”</p>\n<h2>What should we expect on opening night?</h2>\n<p>“A choir of my own voice, on tape, and a few songs nobody has heard yet.” Tickets for {{event:opening-night}} are sold out; a few may be released on the day.</p>',
      '<p>Nous avons rencontré {{artist:mira-solenne}} dans un café près de la traverse de Québec, une semaine après le mixage de <em>Salt Lamp Weather</em>.</p>\n<h2>Pourquoi un hangar à bateaux ?</h2>\n<p>« C\'était pas cher, et il faisait froid. Le froid me faisait chanter plus près du micro. »</p>\n<h2>À quoi s\'attendre le soir de l\'ouverture ?</h2>\n<p>« Une chorale de ma propre voix, sur bande, et quelques chansons que personne n\'a encore entendues. » Les billets de la {{event:opening-night}} sont épuisés ; quelques-uns pourraient être remis en vente le jour même.</p>',
    ],
  },
];
