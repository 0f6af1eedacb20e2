/** Hand-written pages, part 2: practical pages, privacy policy, FAQ, volunteers, and the draft. */
import type { PageDef } from './pages-types';

export const PAGES_B: PageDef[] = [
  {
    key: 'contact', frSlug: 'contact-fr', title: ['Contact', 'Contact'],
    body: [
      '<p>Our office is open Monday to Friday, 10 a.m. to 5 p.m., and every day during the festival.</p>\n<h2>Write to us</h2>\n<ul><li>General: <a href="mailto:info@popmontreal.example.com">info@popmontreal.example.com</a></li><li>Tickets: <a href="mailto:tickets@popmontreal.example.com">tickets@popmontreal.example.com</a></li><li>Press: see {{page:media-and-press|Media and Press}}</li></ul>',
      '<p>Notre bureau est ouvert du lundi au vendredi, de 10 h à 17 h, et tous les jours pendant le festival.</p>\n<h2>Écrivez-nous</h2>\n<ul><li>Général : <a href="mailto:info@popmontreal.example.com">info@popmontreal.example.com</a></li><li>Billetterie : <a href="mailto:billets@popmontreal.example.com">billets@popmontreal.example.com</a></li><li>Presse : voir {{page:media-and-press|Médias et presse}}</li></ul>',
    ],
  },
  {
    key: 'tickets-and-passes', frSlug: 'billets-et-passeports', title: ['Tickets and Passes', 'Billets et passeports'], image: 14,
    body: [
      '<h2>Festival pass</h2>\n<p>Priority access to every show for five days: <strong>$159</strong> ($129 early bird until June 30).</p>\n<p><a href="https://tickets.example.com/pop-montreal-2027/festival-pass">Buy a festival pass</a></p>\n<h2>Day pass</h2>\n<p>Every show on one festival day: <strong>$49</strong>. Shows after midnight count as the previous day.</p>\n<p><a href="https://tickets.example.com/pop-montreal-2027/day-pass">Buy a day pass</a></p>\n<h2>Single tickets</h2>\n<p>Sold on each event page. Free events need no ticket.</p>\n<p>Questions? Read the {{page:faq|FAQ}}.</p>',
      '<h2>Passeport du festival</h2>\n<p>Accès prioritaire à tous les spectacles pendant cinq jours : <strong>159 $</strong> (129 $ en prévente jusqu\'au 30 juin).</p>\n<p><a href="https://tickets.example.com/pop-montreal-2027/passeport-festival">Acheter un passeport du festival</a></p>\n<h2>Passeport d\'un jour</h2>\n<p>Tous les spectacles d\'une journée du festival : <strong>49 $</strong>. Les spectacles après minuit comptent pour la veille.</p>\n<p><a href="https://tickets.example.com/pop-montreal-2027/passeport-jour">Acheter un passeport d\'un jour</a></p>\n<h2>Billets à l\'unité</h2>\n<p>En vente sur la page de chaque événement. Les activités gratuites ne demandent pas de billet.</p>\n<p>Des questions ? Lisez la {{page:faq|FAQ}}.</p>',
    ],
  },
  {
    key: 'festival-schedule', frSlug: 'programme-du-festival', title: ['Festival Schedule', 'Programme du festival'], image: 20,
    body: [
      '<p>Five days, eleven venues. Highlights:</p>\n<ul><li>Wednesday: {{event:opening-night}}</li><li>Thursday: {{event:okonjo-brass-collective-live}}</li><li>Friday: {{event:clemence-arseneault-cedar-and-salt}}</li><li>Saturday: {{event:marche-pop-saturday}} and {{event:ifeoma-daniels-live}}</li><li>Sunday: {{event:closing-night}}</li></ul>\n<p>The complete calendar, with filters by category, is on the <a href="/calendar">calendar</a>.</p>',
      '<p>Cinq jours, onze salles. Quelques temps forts :</p>\n<ul><li>Mercredi : {{event:opening-night}}</li><li>Jeudi : {{event:okonjo-brass-collective-live}}</li><li>Vendredi : {{event:clemence-arseneault-cedar-and-salt}}</li><li>Samedi : {{event:marche-pop-saturday}} et {{event:ifeoma-daniels-live}}</li><li>Dimanche : {{event:closing-night}}</li></ul>\n<p>Le calendrier complet, filtrable par catégorie, se trouve dans le <a href="/fr/calendrier">calendrier</a>.</p>',
    ],
  },
  {
    key: 'privacy-policy', frSlug: 'politiques-de-confidentialite', title: ['Privacy Policy', 'Politiques de confidentialité'],
    body: [
      '<p>This policy explains what personal information this website collects and why. Last updated: August 1, 2027.</p>\n<h2>Cookies</h2>\n<p>Essential cookies make the site work and cannot be turned off. Analytics, marketing and functional cookies are set only with your consent, which you can change at any time with the cookie icon at the bottom of the page.</p>\n<h2>Offline use</h2>\n<p>To work without a connection, the site keeps the pages you open, the programme when you choose "Save for offline", and their images on your device (in the browser\'s storage for this site, managed by a service worker). It keeps only the site\'s own content: no tracking, no personal information, nothing sent anywhere. You can delete it at any time by clearing this site\'s data in your browser\'s settings.</p>\n<h2>Newsletter</h2>\n<p>If you subscribe, your email address is stored by our mailing-list provider and used only to send the newsletter. Every email has an unsubscribe link.</p>\n<h2>Your rights</h2>\n<p>You may ask to see, correct or delete your information by writing to <a href="mailto:privacy@popmontreal.example.com">privacy@popmontreal.example.com</a>.</p>',
      '<p>Cette politique explique quels renseignements personnels ce site recueille et pourquoi. Dernière mise à jour : 1er août 2027.</p>\n<h2>Témoins (cookies)</h2>\n<p>Les témoins essentiels assurent le fonctionnement du site et ne peuvent pas être désactivés. Les témoins d\'analyse, de marketing et de fonctionnalité ne sont déposés qu\'avec votre consentement, que vous pouvez modifier en tout temps grâce à l\'icône au bas de la page.</p>\n<h2>Utilisation hors ligne</h2>\n<p>Pour fonctionner sans connexion, le site garde sur votre appareil les pages que vous ouvrez, le programme lorsque vous choisissez « Enregistrer pour hors ligne », et leurs images (dans le stockage de votre navigateur réservé à ce site, géré par un service worker). Il n\'y garde que son propre contenu : aucun suivi, aucun renseignement personnel, rien n\'est transmis. Vous pouvez le supprimer en tout temps en effaçant les données de ce site dans les réglages de votre navigateur.</p>\n<h2>Infolettre</h2>\n<p>Si vous vous abonnez, votre adresse courriel est conservée par notre fournisseur de listes d\'envoi et sert uniquement à l\'envoi de l\'infolettre. Chaque envoi comporte un lien de désabonnement.</p>\n<h2>Vos droits</h2>\n<p>Vous pouvez demander à consulter, corriger ou supprimer vos renseignements en écrivant à <a href="mailto:confidentialite@popmontreal.example.com">confidentialite@popmontreal.example.com</a>.</p>',
    ],
  },
  {
    key: 'accessibility', frSlug: 'accessibilite', title: ['Accessibility', 'Accessibilité'],
    body: [
      '<p>We want everyone to enjoy the festival. Each event page says whether its venue has step-free access.</p>\n<h2>Services</h2>\n<ul><li>Free companion tickets</li><li>ASL and LSQ interpretation at Symposium talks</li><li>A quiet room at Le Hangar Casgrain</li><li>Ear defenders on loan at the welcome tent</li></ul>\n<p>Need help planning your visit? {{page:contact|Contact us}}.</p>',
      '<p>Nous voulons que tout le monde profite du festival. Chaque page d\'événement indique si la salle est accessible de plain-pied.</p>\n<h2>Services</h2>\n<ul><li>Billets d\'accompagnateur gratuits</li><li>Interprétation en ASL et en LSQ aux conférences du Symposium</li><li>Une salle calme au Hangar Casgrain</li><li>Coquilles antibruit prêtées à la tente d\'accueil</li></ul>\n<p>Besoin d\'aide pour planifier votre visite ? {{page:contact|Écrivez-nous}}.</p>',
    ],
  },
  {
    key: 'faq', frSlug: 'faq-fr', title: ['FAQ', 'FAQ'],
    body: [
      '<h2>Are shows all ages?</h2>\n<p>Daytime shows are all ages. Shows starting at 10 p.m. or later are 18+.</p>\n<h2>Can I get a refund?</h2>\n<p>Tickets are refunded when a show is cancelled or moved. See {{page:tickets-and-passes|Tickets and Passes}}.</p>\n<h2>Is there a bag check?</h2>\n<p>Small bags only; no bag check at most venues.</p>\n<h2>How do I get around?</h2>\n<p>Most venues are near the orange and blue metro lines. Bike racks are set up at every venue.</p>',
      '<h2>Les spectacles sont-ils pour tous les âges ?</h2>\n<p>Les spectacles de jour sont pour tous les âges. Ceux qui commencent à 22 h ou plus tard sont réservés aux 18 ans et plus.</p>\n<h2>Puis-je être remboursé ?</h2>\n<p>Les billets sont remboursés quand un spectacle est annulé ou déplacé. Voir {{page:tickets-and-passes|Billets et passeports}}.</p>\n<h2>Y a-t-il un vestiaire ?</h2>\n<p>Petits sacs seulement ; la plupart des salles n\'ont pas de vestiaire.</p>\n<h2>Comment se déplacer ?</h2>\n<p>La plupart des salles sont près des lignes orange et bleue du métro. Des supports à vélos sont installés devant chaque salle.</p>',
    ],
  },
  {
    key: 'volunteer', frSlug: 'benevoles', title: ['Volunteer', 'Bénévoles'], image: 24,
    body: [
      '<p>Join more than 500 volunteers who make the festival happen.</p>\n<h2>Shifts</h2>\n<ul><li>Door and welcome: 4 hours</li><li>Stage crew: 5 hours</li><li>Marché and Puces POP: 4 hours</li></ul>\n<p>Four shifts earn a festival pass. Questions: <a href="mailto:volunteers@popmontreal.example.com">volunteers@popmontreal.example.com</a>.</p>',
      '<p>Joignez-vous aux plus de 500 bénévoles qui font vivre le festival.</p>\n<h2>Quarts de travail</h2>\n<ul><li>Accueil et portes : 4 heures</li><li>Équipe de scène : 5 heures</li><li>Marché et Puces POP : 4 heures</li></ul>\n<p>Quatre quarts de travail donnent droit à un passeport du festival. Questions : <a href="mailto:benevoles@popmontreal.example.com">benevoles@popmontreal.example.com</a>.</p>',
    ],
  },
];

/** A draft page: never linked from published content or menus. */
export const DRAFT_PAGE = {
  key: 'draft-2028-dates',
  slug: { EN: 'draft-2028-dates', FR: 'brouillon-dates-2028' },
  title: { EN: 'DRAFT — 2028 Dates (internal)', FR: 'DRAFT — Dates 2028 (interne)' },
} as const;
