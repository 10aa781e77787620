export * from './f-distribution';
export * from './reliability';
export * from './norms';
export * from './thresholds';
export * from './scale-health-shape';
