export * from './funnel';
export * from './small-groups';
export * from './api-types';
