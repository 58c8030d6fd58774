/** Home feature: the page view (pages/index.tsx re-exports it with its getServerSideProps). */
export { default as HomePage } from './pages/HomePage';
export { fetchHome, homeKey, useHome, HOME_ENDPOINT } from './api/getHome';
