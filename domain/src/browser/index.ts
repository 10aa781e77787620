export * from './save-file';
