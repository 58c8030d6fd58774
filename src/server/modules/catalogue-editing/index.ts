// Staff catalogue editing (issue 15 item 2, docs/adr/0028): identify, create editions, edit, merge.
export { registerCatalogueEditingRoutes } from './catalogue-editing.routes';
export { createEdition, identify } from './catalogue-editing.service';
