export * from './share-links';
