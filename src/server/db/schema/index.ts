export * from './reference';
export * from './catalogue';
export * from './content';
export * from './search';
export * from './commerce';
export * from './accounts';
export * from './engagement';
export * from './jobs';
