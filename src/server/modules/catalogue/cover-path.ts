/** Generated covers are served by the API itself (nothing is downloaded or stored). */
export const COVER_ROUTE = '/adonis/v1/covers/{grandmotherId}.svg';
export const coverPath = (grandmotherId: number) => `/api/adonis/v1/covers/${grandmotherId}.svg`;
