export * from './f-distribution';
export * from './reliability';
export * from './norms';
export * from './thresholds';
export * from './norm-groups';
export * from './scale-health-shape';
export * from './api-types';
