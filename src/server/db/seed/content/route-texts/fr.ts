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
    slug: 'comment-vendre-des-livres', title: 'Comment vendre vos livres', perex: 'Quatre étapes pour transformer votre bibliothèque en argent : une offre immédiate et expliquée, l’envoi gratuit et le paiement après vérification.',
    paragraphs: [
      'Ajoutez vos livres sur la page Vendre des livres : saisissez ou collez les ISBN, trouvez un livre par son titre, scannez les codes-barres avec votre téléphone dans le scanner de livres, ou envoyez une photo des dos. Pour chaque livre vous voyez tout de suite notre offre, et pourquoi : combien de lecteurs l’attendent, combien d’exemplaires nous avons en stock et à quelle vitesse il se vend d’habitude.',
      'Pour chaque livre, choisissez l’argent maintenant ou le dépôt-vente, une part plus élevée payée à la vente. L’argent va sur votre compte bancaire ou sur votre porte-monnaie de la boutique avec un bonus. Vous pouvez enregistrer la liste et la terminer plus tard.',
      'Emballez les livres dans un carton et choisissez l’envoi gratuit : téléchargez l’étiquette et déposez le colis, ou réservez un enlèvement par coursier le jour qui vous convient. Vous pouvez aussi apporter les livres en personne.',
      'À réception, nous examinons les livres et vous payons. Votre compte montre chaque lot et le sort de chaque livre (ce que nous l’avons payé, ou pourquoi nous ne l’avons pas pris), et les paiements dans l’historique.',
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
