export * from './api-types';
export * from './community';
export * from './materials';
export * from './top-subjects';
