// The listing path codec is routing (other features link to filtered listings): src/routing/listing.
export * from '@/routing/listing';
