export * from './profile-prompt';
export * from './messages';
