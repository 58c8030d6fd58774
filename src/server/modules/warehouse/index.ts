// The warehouse (issue 15 items 4–6, docs/adr/0029): its routes; queue jobs other desks fill; the
// commission flow's read of a seller's discarded copies (status awaiting_seller / returned_to_seller).
export { registerWarehouseRoutes } from './warehouse.routes';
export { enqueueQueueJob, queueCopiesWithoutPhoto } from './queue.service';
export { discardsOfSeller, setDiscardStatus } from './warehouse.repository';
export { seedDemoWarehouse, DEMO_WAREHOUSE_STAFF } from './demo-warehouse';
