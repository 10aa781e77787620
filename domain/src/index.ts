export * from './assessments';
export * from './auth';
