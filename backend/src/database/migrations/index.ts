import { InitialSchema1732500000000 } from './1732500000000-InitialSchema';
import { TeamFeedbackReviews1734400000000 } from './1734400000000-TeamFeedbackReviews';
import { AuditSchool1732600000000 } from './1732600000000-AuditSchool';
import { AppState1732700000000 } from './1732700000000-AppState';
import { PartIIISession1732860000000 } from './1732860000000-PartIIISession';
import { Community1732900000000 } from './1732900000000-Community';
import { CoordinatorReports1733041372951 } from './1733041372951-CoordinatorReports';
import { TeamChallenge1733047382911 } from './1733047382911-TeamChallenge';
import { MailDelivery1733061934000 } from './1733061934000-MailDelivery';
import { UsernameKey1733071729000 } from './1733071729000-UsernameKey';
import { SchoolNameKey1733071872913 } from './1733071872913-SchoolNameKey';
import { AuthSessions1733071957312 } from './1733071957312-AuthSessions';
import { InstrumentVersion1733100000000 } from './1733100000000-InstrumentVersion';
import { InstrumentVersionContent1733106000000 } from './1733106000000-InstrumentVersionContent';
import { FunnelStages1733103000000 } from './1733103000000-FunnelStages';
import { ListAndReportIndexes1733103000001 } from './1733103000001-ListAndReportIndexes';
import { StudentsListIndex1733103000002 } from './1733103000002-StudentsListIndex';
import { RecoveryCodes1733112000000 } from './1733112000000-RecoveryCodes';
import { JobLeases1733110000000 } from './1733110000000-JobLeases';
import { Assignments1733111000000 } from './1733111000000-Assignments';
import { ScaleHealthSums1733115000000 } from './1733115000000-ScaleHealthSums';
import { AnalyticsDaily1733109000000 } from './1733109000000-AnalyticsDaily';
import { ScaleHealthSumsBySchool1733126000000 } from './1733126000000-ScaleHealthSumsBySchool';
import { ScaleHealthSessionCounts1733127000000 } from './1733127000000-ScaleHealthSessionCounts';
import { UsersListCountIndex1733128000000 } from './1733128000000-UsersListCountIndex';
import { AuthSessionsExpiryIndex1733129000000 } from './1733129000000-AuthSessionsExpiryIndex';
import { AuthLimitVersion1733130000000 } from './1733130000000-AuthLimitVersion';
import { ExplicitCollation1734200000000 } from './1734200000000-ExplicitCollation';
import { DbHeartbeat1734200000001 } from './1734200000001-DbHeartbeat';
import { SessionLastSeen1734200000002 } from './1734200000002-SessionLastSeen';
import { SchoolSso1734600000000 } from './1734600000000-SchoolSso';
import { MailAboutUser1734900000000 } from './1734900000000-MailAboutUser';
import { FacetTotalCounts1735200000000 } from './1735200000000-FacetTotalCounts';
import { ChosenOptions1735200000001 } from './1735200000001-ChosenOptions';
import { NormGroups1735200000002 } from './1735200000002-NormGroups';
import { NormsLatestSession1736300000000 } from './1736300000000-NormsLatestSession';
import { NormGroupIndex1736300000001 } from './1736300000001-NormGroupIndex';
import { ItemBankV21735700000000 } from './1735700000000-ItemBankV2';
import { ShareLinks1736000000000 } from './1736000000000-ShareLinks';
import { ShareReportIds1736000005000 } from './1736000005000-ShareReportIds';
import { AdviserShares1736100000000 } from './1736100000000-AdviserShares';

/** Listed explicitly (not globbed) so the same list works from ts source and compiled dist. */
export const MIGRATIONS = [
  InitialSchema1732500000000,
  AuditSchool1732600000000,
  AppState1732700000000,
  PartIIISession1732860000000,
  Community1732900000000,
  CoordinatorReports1733041372951,
  TeamChallenge1733047382911,
  MailDelivery1733061934000,
  UsernameKey1733071729000,
  SchoolNameKey1733071872913,
  AuthSessions1733071957312,
  InstrumentVersion1733100000000,
  InstrumentVersionContent1733106000000,
  FunnelStages1733103000000,
  ListAndReportIndexes1733103000001,
  StudentsListIndex1733103000002,
  RecoveryCodes1733112000000,
  JobLeases1733110000000,
  Assignments1733111000000,
  ScaleHealthSums1733115000000,
  AnalyticsDaily1733109000000,
  ScaleHealthSumsBySchool1733126000000,
  ScaleHealthSessionCounts1733127000000,
  UsersListCountIndex1733128000000,
  AuthSessionsExpiryIndex1733129000000,
  AuthLimitVersion1733130000000,
  ExplicitCollation1734200000000,
  DbHeartbeat1734200000001,
  SessionLastSeen1734200000002,
  SchoolSso1734600000000,
  TeamFeedbackReviews1734400000000,
  MailAboutUser1734900000000,
  FacetTotalCounts1735200000000,
  ChosenOptions1735200000001,
  NormGroups1735200000002,
  ItemBankV21735700000000,
  ShareLinks1736000000000,
  ShareReportIds1736000005000,
  AdviserShares1736100000000,
  NormsLatestSession1736300000000,
  NormGroupIndex1736300000001,
];
