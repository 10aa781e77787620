export * from './profile-prompt';
