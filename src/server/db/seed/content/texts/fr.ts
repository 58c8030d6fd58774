import type { ContentTexts } from '../content-types';

export const FR: ContentTexts = {
  labels: {
    sellBooks: 'Vendre des livres', howToSellBooks: 'Comment vendre vos livres', contact: 'Contact', blog: 'Blog',
    allCategories: 'Toutes les catégories', addedToday: 'Ajoutés aujourd’hui', discountedToday: 'Soldés aujourd’hui',
    aboutUs: 'Qui sommes-nous', career: 'Carrières', jobVacancies: 'Offres d’emploi', shipping: 'Livraison et paiement',
    personalPickup: 'Retrait sur place', directDelivery: 'Livraison à domicile', booksCondition: 'État des livres',
    terms: 'Conditions générales de vente', privacy: 'Politique de confidentialité',
  },
  footerGroups: { about: 'Qui sommes-nous', service: 'Service client', shopping: 'Achats' },
  banner: 'Les baisses de prix du jour : des centaines de titres jusqu’à un tiers moins chers',
  hero: { title: 'Des livres qui ont une histoire', text: 'Chaque jour, nous ajoutons des centaines de livres d’occasion soigneusement vérifiés.', cta: 'Voir les nouveautés' },
  pages: {
    aboutUs: {
      slug: 'a-propos', title: 'Qui sommes-nous', perex: 'Nous donnons une seconde vie aux livres et une lecture abordable aux lecteurs.',
      paragraphs: [
        '{brand} est né à Prague d’une idée simple : un livre dont vous n’avez plus besoin peut faire le bonheur de quelqu’un d’autre. Nous rachetons vos livres, les vérifions avec soin et les proposons à de nouveaux lecteurs.',
        'Chaque exemplaire passe entre les mains de nos libraires. Nous notons son état et le photographions avant de le mettre en vente : vous savez toujours exactement ce que vous achetez.',
        'Les livres invendus ne finissent pas au pilon. Nous les donnons à des bibliothèques, des écoles et des associations. Une question ? Écrivez-nous à {email}.',
      ],
    },
    terms: {
      slug: 'conditions-generales', title: 'Conditions générales de vente', perex: 'Les règles d’achat et de vente de livres dans notre boutique.',
      paragraphs: [
        'Les présentes conditions régissent la relation entre l’exploitant de {brand} et l’acheteur. En passant commande, l’acheteur confirme les avoir lues et acceptées.',
        'Chaque livre est un exemplaire unique. La commande devient ferme dès notre confirmation par e-mail. Si le livre a été vendu entre-temps à un autre client, nous annulons la commande et remboursons l’intégralité du montant.',
        'Vous pouvez retourner un article acheté à distance dans les 14 jours suivant la livraison, sans avoir à vous justifier. Nous décrivons l’état de chaque livre selon notre échelle ; les défauts mentionnés dans la description ne peuvent pas faire l’objet d’une réclamation.',
      ],
    },
    privacy: {
      slug: 'politique-de-confidentialite', title: 'Politique de confidentialité', perex: 'Comment nous traitons vos données personnelles.',
      paragraphs: [
        'Nous traitons les données personnelles uniquement dans la mesure nécessaire au traitement des commandes, au rachat de livres et à la communication avec vous. Le responsable du traitement est l’exploitant de {brand}.',
        'Nous ne vendons jamais vos données. Nous les transmettons uniquement aux transporteurs et aux prestataires de paiement, dans la stricte mesure nécessaire. Les cookies de mesure d’audience et de marketing ne sont utilisés qu’avec votre consentement.',
        'Vous disposez d’un droit d’accès, de rectification et d’effacement de vos données. Contactez-nous à {email} ou au {phone}.',
      ],
    },
    draft: {
      slug: 'horaires-de-noel', title: 'Horaires des fêtes de fin d’année', perex: 'Notre fonctionnement pendant les fêtes.',
      paragraphs: ['Pendant les fêtes de fin d’année, nous expédions les commandes selon un calendrier réduit. Les dates exactes suivront.'],
    },
  },
  articles: [
    {
      slug: 'comment-nous-evaluons-l-etat', title: 'Comment nous évaluons l’état des livres', perex: 'Les cinq niveaux attribués à chaque exemplaire.',
      paragraphs: [
        'Chaque livre qui nous parvient est examiné par un libraire et classé dans l’un des cinq niveaux : comme neuf, très bon, bon, acceptable et abîmé.',
        'Pour les niveaux inférieurs, nous ajoutons toujours une note précisant le défaut, par exemple une jaquette déchirée ou des soulignements au crayon. Les photos montrent l’exemplaire réel.',
      ],
    },
    {
      slug: 'cinq-conseils-pour-vendre-vos-livres', title: 'Cinq conseils pour bien vendre vos livres', perex: 'Comment tirer le meilleur parti de votre bibliothèque.',
      paragraphs: [
        'Nous payons davantage les livres en bon état que les lecteurs recherchent : romans contemporains, polars, livres de cuisine et livres pour enfants.',
        'Avant l’envoi, dépoussiérez les livres et vérifiez qu’aucun papier n’est resté à l’intérieur. Vous pouvez déposer le colis gratuitement dans un point relais ou faire appel à un coursier.',
      ],
    },
  ],
};
