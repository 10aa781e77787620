/** The Team feature's public props (the Enrich+ contract between the two Enrich+ slices). */
export type TeamTabProps = { userId: string; isAdmin: boolean; topSubjects: string[] };
export type NotificationsMenuProps = {
  userId: string;
  isAdmin: boolean;
  onOpenTeam: () => void;
  onBadgeCount?: (n: number) => void;
};
