export * from './assessments';
export * from './auth';
export * from './enrich';
export * from './team';
export * from './text';
export * from './account/validation';
export * from './reports';
export * from './backoffice';
