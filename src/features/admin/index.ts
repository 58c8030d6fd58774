// The staff UI (issue 13, docs/adr/0019): the /admin pages' table of permissions and their layout.
export { ADMIN_PAGES, ADMIN_PUBLIC_PAGES, navFor, permissionLabelKey, type AdminPage } from './adminPages';
