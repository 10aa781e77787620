export * from './rules';
export * from './check';
