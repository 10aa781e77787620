export { TeamTab } from './components/TeamTab'; // props: TeamTabProps
export { NotificationsMenu } from './components/NotificationsMenu'; // props: NotificationsMenuProps
export { PastChallengesPage } from './components/PastChallengesPage';
export type { TeamTabProps, NotificationsMenuProps } from './types';
