import type { RoutePageTexts } from './types';

export const EN_ROUTE_PAGES: RoutePageTexts = {
  career: {
    slug: 'career', title: 'Careers', perex: 'We are looking for people who love books and tidy shelves.',
    paragraphs: [
      '{brand} is a team of booksellers, warehouse staff, developers and customer-service people. Thousands of books pass through our hands every day, and each one deserves careful handling.',
      'We offer steady work, flexible hours, a staff discount on books and the chance to keep good books out of the recycling bin. Current openings are listed on our job vacancies page.',
    ],
  },
  'job-vacancies': {
    slug: 'job-vacancies', title: 'Job vacancies', perex: 'These are the roles we are hiring for right now.',
    paragraphs: [
      'Warehouse assistant (Prague, full time): receiving trade-ins, sorting books by condition and packing orders. No experience needed, we will train you.',
      'English-speaking customer-service agent (remote, part time): answering e-mails and calls from customers across Europe.',
      'Send your CV and a few lines about the last book you read to {email}. We reply to everyone.',
    ],
  },
  'how-to-sell-books': {
    slug: 'how-to-sell-books', title: 'How to sell your books', perex: 'Four steps from a full bookcase to money in your account: an instant, explained offer, free shipping and payment after our check.',
    paragraphs: [
      'Add your books on the Sell books page: type or paste ISBNs, find a book by its title, scan the barcodes with your phone in the book scanner, or send one photo of the spines. For every book you see our offer straight away, and why: how many readers are waiting for it, how many copies we have in stock and how fast it usually sells.',
      'For each book choose cash now or commission, a higher share paid when it sells. Cash goes to your bank account, or to your wallet in the shop with a bonus on top. You can save the list and finish it later.',
      'Pack the books in a box and choose free shipping: download the label and drop the parcel off, or book a courier pickup on a day that suits you. You can also bring the books in person.',
      'When the books arrive we check them and pay. Your account shows each batch and every book’s fate (what we paid for it, or why we could not take it) under Books sold to us, and the payouts in your billing history.',
    ],
  },
  rebranding: {
    slug: 'rebranding', title: 'We have a new name', perex: 'Same shop, same people, a new name: {brand}.',
    paragraphs: [
      'Our shop has grown beyond a single country, so we now use one name in every country we serve. Your account, your orders and your credit stay exactly as they were.',
      'Old links and bookmarks keep working and take you to the right place. If anything looks broken, write to us at {email}.',
    ],
  },
  manny: {
    slug: 'manny', title: 'Meet Manny, our book sprite', perex: 'Say hello to Manny, who keeps an eye on our shelves.',
    paragraphs: [
      'Manny is the {brand} mascot. Rumour has it he lives between the racks of our warehouse and rearranges the books by spine colour every night.',
      'You will find Manny on our boxes, bookmarks and e-mails. Send us a photo of Manny on your bookshelf and we may feature it.',
    ],
  },
  info: {
    slug: 'info', title: 'About the shop', perex: 'Who we are, where to find us and how to get in touch.',
    paragraphs: [
      '{brand} is run by a company based in Prague. We buy and sell second-hand books in ten European countries.',
      'Customer service answers on working days from 9 am to 5 pm at {email} and by phone on {phone}.',
    ],
  },
};
