import type { RoutePageTexts } from './types';

export const FR_ROUTE_PAGES: RoutePageTexts = {
  career: {
    slug: 'carriere', title: 'Travailler chez nous', perex: 'Nous cherchons des personnes qui aiment les livres et les rayonnages bien rangés.',
    paragraphs: [
      'Chez {brand} travaille une équipe de libraires, de magasiniers, de développeurs et de conseillers clientèle. Chaque jour, des milliers de livres passent entre nos mains et chacun mérite du soin.',
      'Nous offrons un emploi stable, des horaires flexibles, une remise sur les livres et la possibilité d’éviter le pilon à de bons livres.',
    ],
  },
  'job-vacancies': {
    slug: 'offres-demploi', title: 'Offres d’emploi', perex: 'Voici les postes que nous cherchons à pourvoir.',
    paragraphs: [
      'Magasinier ou magasinière (Prague, temps plein) : réception des rachats, tri des livres selon leur état et préparation des commandes. Aucune expérience requise.',
      'Conseiller ou conseillère clientèle francophone (télétravail, temps partiel) : réponses aux e-mails et appels de nos clients en France et en Belgique.',
      'Envoyez votre CV et quelques lignes sur le dernier livre que vous avez lu à {email}. Nous répondons à tout le monde.',
    ],
  },
  'how-to-sell-books': {
    slug: 'comment-vendre-des-livres', title: 'Comment vendre vos livres', perex: 'Trois étapes pour transformer votre bibliothèque en argent.',
    paragraphs: [
      'Saisissez l’ISBN de vos livres dans le formulaire de rachat ou scannez-les avec votre téléphone. Vous voyez tout de suite notre offre pour chaque livre.',
      'Emballez les livres dans un carton et déposez-le gratuitement en point relais. Nous vous envoyons l’étiquette par e-mail.',
      'À réception, nous vérifions les livres et vous payons sous cinq jours ouvrés par virement ou en crédit avec un bonus.',
    ],
  },
  rebranding: {
    slug: 'nouveau-nom', title: 'Nous changeons de nom', perex: 'La même boutique, les mêmes personnes, un nouveau nom : {brand}.',
    paragraphs: [
      'Notre boutique a grandi au-delà d’un seul pays : nous utilisons désormais le même nom partout. Votre compte, vos commandes et votre crédit restent inchangés.',
      'Les anciens liens et favoris continuent de fonctionner. Si quelque chose ne marche pas, écrivez-nous à {email}.',
    ],
  },
  manny: {
    slug: 'manny', title: 'Manny, notre lutin des livres', perex: 'Faites la connaissance de Manny, le gardien de nos étagères.',
    paragraphs: [
      'Manny est la mascotte de {brand}. On raconte qu’il vit entre les rayonnages de notre entrepôt et qu’il range chaque nuit les livres selon la couleur de leur dos.',
      'Vous trouverez Manny sur nos cartons, nos marque-pages et dans nos e-mails. Envoyez-nous une photo de Manny dans votre bibliothèque !',
    ],
  },
  info: {
    slug: 'informations', title: 'Informations sur la boutique', perex: 'Qui nous sommes, où nous trouver et comment nous joindre.',
    paragraphs: [
      '{brand} est exploitée par une société basée à Prague. Nous achetons et vendons des livres d’occasion dans dix pays européens.',
      'Le service client répond les jours ouvrés de 9 h à 17 h à {email} et par téléphone au {phone}.',
    ],
  },
};
