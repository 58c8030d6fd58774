/** Generated covers are served by the API itself (nothing is downloaded or stored). */
export const COVER_ROUTE = '/adonis/v1/covers/{workId}.svg';
export const coverPath = (workId: number) => `/api/adonis/v1/covers/${workId}.svg`;
/** An edition's (or a copy's) cover carries the edition's own title ("Tajemství v Benátkách"), not the work's. */
export const editionCoverPath = (editionId: number) => `/api/adonis/v1/covers/e${editionId}.svg`;
