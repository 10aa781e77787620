export * from './answer';
export * from './api-types';
export * from './lifecycle';
export * from './messages';
export * from './prompts';
export * from './rules';
export * from './moderation';
