/** Content feature: CMS pages, route pages from the content tables, blog, contact, shipping prices, condition grades. */
export { default as CmsPage } from './pages/CmsPage';
export { default as BlogIndexPage } from './pages/BlogIndexPage';
export { default as BlogArticlePage } from './pages/BlogArticlePage';
export { default as ContactPage } from './pages/ContactPage';
export { default as ShippingPage } from './pages/ShippingPage';
export { default as BooksConditionPage } from './pages/BooksConditionPage';
export { cmsPageServerSideProps, routePageServerSideProps } from './pages/cmsPage.getServerSideProps';
export { blogIndexServerSideProps, blogArticleServerSideProps } from './pages/blog.getServerSideProps';
export { shippingServerSideProps } from './pages/shipping.getServerSideProps';
export { booksConditionPageServerSideProps, contactPageServerSideProps } from './pages/contentPage.getServerSideProps';
export { fetchRoutePage } from './api/content.api';
