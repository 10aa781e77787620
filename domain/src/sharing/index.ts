export * from './reports';
export * from './share-links';
