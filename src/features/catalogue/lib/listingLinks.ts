// Listing links are routing (other features link to filtered listings): src/routing/listing.
export { listingHref, listingParams, sameListing } from '@/routing/listing';
