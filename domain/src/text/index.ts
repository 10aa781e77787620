export * from './characters';
