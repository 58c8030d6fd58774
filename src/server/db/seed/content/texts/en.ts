import type { ContentTexts } from '../content-types';

export const EN: ContentTexts = {
  labels: {
    sellBooks: 'Sell books', howToSellBooks: 'How to sell books', contact: 'Contact', blog: 'Blog',
    allCategories: 'All categories', addedToday: 'Added today', discountedToday: 'Discounted today',
    aboutUs: 'About us', career: 'Careers', jobVacancies: 'Job vacancies', shipping: 'Shipping & payment',
    personalPickup: 'Personal pickup', directDelivery: 'Home delivery', booksCondition: 'Book condition',
    terms: 'Terms & conditions', privacy: 'Privacy policy',
  },
  footerGroups: { about: 'About us', service: 'Customer service', shopping: 'Shopping' },
  banner: "Today's price cuts: hundreds of titles up to a third off",
  hero: { title: 'Books with a story', text: 'Every day we add hundreds of carefully checked second-hand books.', cta: 'See what is new' },
  pages: {
    aboutUs: {
      slug: 'about-us', title: 'About us', perex: 'We give books a second life and readers affordable reading.',
      paragraphs: [
        '{brand} started in Prague with a simple idea: a book you no longer need can make someone else happy. We buy books from you, check them carefully and offer them to new readers.',
        'Every copy passes through the hands of our booksellers. We record its condition and photograph it before it goes on sale, so you always know exactly what you are buying.',
        'Books that do not sell never end up as waste paper. We donate them to libraries, schools and charities. Any questions? Write to us at {email}.',
      ],
    },
    terms: {
      slug: 'terms-and-conditions', title: 'Terms & conditions', perex: 'The rules for buying and selling books in our shop.',
      paragraphs: [
        'These terms govern the relationship between the operator of {brand} and the buyer. By placing an order the buyer confirms that they have read and accepted them.',
        'Every book is a unique copy. An order becomes binding once we confirm it by e-mail. If the book has been sold to another customer in the meantime, we cancel the order and refund the full amount.',
        'You may return goods bought online within 14 days of delivery without giving a reason. We describe the condition of every book on our scale; defects mentioned in the description are not grounds for a complaint.',
      ],
    },
    privacy: {
      slug: 'privacy-policy', title: 'Privacy policy', perex: 'How we process your personal data.',
      paragraphs: [
        'We process personal data only as far as necessary to handle orders, buy books from you and stay in touch. The data controller is the operator of {brand}.',
        'We never sell your data. We share it only with carriers and payment providers, and only to the extent required. Analytics and marketing cookies are used only with your consent.',
        'You have the right to access, correct and erase your data. Just contact us at {email} or call {phone}.',
      ],
    },
    draft: {
      slug: 'christmas-opening-hours', title: 'Christmas opening hours', perex: 'How we will operate over the holidays.',
      paragraphs: ['Over the Christmas holidays we ship orders on a reduced schedule. Exact dates will follow.'],
    },
  },
  articles: [
    {
      slug: 'how-we-grade-book-condition', title: 'How we grade book condition', perex: 'The five grades we give every copy.',
      paragraphs: [
        'Every book that reaches us is inspected by a bookseller and given one of five grades: as new, very good, good, acceptable and damaged.',
        'For the lower grades we always add a note on what exactly is wrong, such as a torn jacket or pencil underlining. The photos show the actual copy, never a stock image.',
      ],
    },
    {
      slug: 'five-tips-for-selling-books', title: 'Five tips for selling your books', perex: 'How to get the most for your bookshelf.',
      paragraphs: [
        'We pay most for books in good condition that readers are looking for: contemporary novels, crime fiction, cookbooks and children’s books.',
        'Before sending, dust the books and check that no loose papers are left inside. You can send the parcel free of charge from a pick-up point or book a courier.',
      ],
    },
  ],
};
