export * from './windows';
