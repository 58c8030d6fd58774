/** Login pages (/login, /login/code); their views are imported by the page files directly. */
export { oauthStartHref } from './api/login';
