export * from './schools';
export * from './questions';
