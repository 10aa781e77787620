export * from './api-types';
export * from './limits';
export * from './messages';
export * from './routes';
export * from './sanitise';
export * from './validation';
export * from './whitelist';
export * from './request-limits';
