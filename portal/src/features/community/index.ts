/**
 * The community pages (docs/decisions/0034-community-feed-and-consultants.md): `<SocialFeedPage
 * role />` and `<ConsultantProfilePage role />`; both receive the session's role.
 */
export { ConsultantProfilePage } from './components/ConsultantProfilePage';
export { SocialFeedPage } from './components/SocialFeedPage';
