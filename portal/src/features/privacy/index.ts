/**
 * Children's data by default: the plain-language privacy page (`PrivacyPage`, at
 * `PRIVACY_PATH`, open without signing in) and the link to it (`PrivacyLink`, no props) that
 * registration and the Manage Account dialog show.
 */
export { PrivacyPage } from './components/PrivacyPage';
export { PrivacyLink } from './components/PrivacyLink';
export { PRIVACY_PATH } from './lib/privacy-path';
