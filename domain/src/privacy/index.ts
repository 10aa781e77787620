export * from './retention';
export * from './ai-payload';
