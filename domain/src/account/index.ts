export * from './cooldowns';
export * from './validation';
