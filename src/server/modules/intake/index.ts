// The intake desk (issue 15 items 1 and 3, docs/adr/0028): receiving parcels, grading, pricing, refusing.
export { registerIntakeRoutes } from './intake.routes';
export { acceptBook, refuseBook, receiveBatch, suggest, addPhoto, processBatch, priceLimitFor } from './intake.service';
