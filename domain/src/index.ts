export * from './assessments';
export * from './auth';
export * from './enrich';
