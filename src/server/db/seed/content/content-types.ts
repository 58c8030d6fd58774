/**
 * Storefront content written in one language. `{brand}`, `{email}` and `{phone}` are filled
 * in per storefront (brand name and customer-service contact from the locale table).
 */
export interface PageText {
  slug: string;
  title: string;
  perex: string;
  /** Plain-text paragraphs; stored joined by blank lines. */
  paragraphs: readonly string[];
}

export interface ContentTexts {
  labels: {
    sellBooks: string;
    howToSellBooks: string;
    contact: string;
    blog: string;
    allCategories: string;
    addedToday: string;
    discountedToday: string;
    aboutUs: string;
    career: string;
    jobVacancies: string;
    shipping: string;
    personalPickup: string;
    directDelivery: string;
    booksCondition: string;
    terms: string;
    privacy: string;
  };
  footerGroups: { about: string; service: string; shopping: string };
  banner: string;
  hero: { title: string; text: string; cta: string };
  pages: { aboutUs: PageText; terms: PageText; privacy: PageText; draft: PageText };
  articles: readonly [PageText, PageText];
}
