export * from './schools';
export * from './questions';
export * from './labels';
export * from './taxonomy';
