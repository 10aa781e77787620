/**
 * The community pages of spec 000 §2 (our design, docs/decisions/0034): `<SocialFeedPage role />`
 * and `<ConsultantProfilePage role />`; both receive the session's role.
 */
export { ConsultantProfilePage } from './components/ConsultantProfilePage';
export { SocialFeedPage } from './components/SocialFeedPage';
