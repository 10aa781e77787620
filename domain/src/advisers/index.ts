export * from './api-types';
export * from './shared-reports';
