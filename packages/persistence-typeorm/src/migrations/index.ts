import { InitialSchema1763800000000 } from './1763800000000-initial-schema';
import { ActiveEmployeeCounts1763900000000 } from './1763900000000-active-employee-counts';
import { ApiKeyEnvironments1764100000000 } from './1764100000000-api-key-environments';
import { CanonicalEmails1764100000001 } from './1764100000001-canonical-emails';
import { Access1764200000000 } from './1764200000000-access';
import { SignInState1764300000000 } from './1764300000000-sign-in-state';
import { IdempotencyKeys1764300000001 } from './1764300000001-idempotency-keys';
import { Versions1764300000002 } from './1764300000002-versions';
import { AuditEvents1764400000000 } from './1764400000000-audit-events';
import { ChangesFeeds1764400000001 } from './1764400000001-changes-feeds';
import { AccessVersions1764400000002 } from './1764400000002-access-versions';
import { CampaignLifecycle1764500000000 } from './1764500000000-campaign-lifecycle';
import { SurveyResponses1764600000000 } from './1764600000000-survey-responses';
import { CampaignOpenedAt1764700000000 } from './1764700000000-campaign-opened-at';
import { ReportMinGroupSize1764800000001 } from './1764800000001-report-min-group-size';
import { VoluntaryFiringsIndex1764800000002 } from './1764800000002-voluntary-firings-index';
import { DeletedEmployeesIndex1764900000000 } from './1764900000000-deleted-employees-index';
import { FieldValueLookupIndex1765300000000 } from './1765300000000-field-value-lookup-index';
import { CampaignDistribution1765400000000 } from './1765400000000-campaign-distribution';
import { InvitationDelivery1765400000001 } from './1765400000001-invitation-delivery';
import { UserInvitationMessages1765500000000 } from './1765500000000-user-invitation-messages';
import { MaskedOpenAnswers1765600000000 } from './1765600000000-masked-open-answers';
import { ProfileNameKeys1765000000300 } from './1765000000300-profile-name-keys';
import { Webhooks1765100000000 } from './1765100000000-webhooks';
import { Anonymisation1765200000000 } from './1765200000000-anonymisation';
import { CampaignDistributionDefaults1765700000000 } from './1765700000000-distribution-defaults';

/** Every migration, oldest first. Add new ones at the end; never edit one that has shipped. */
export const MIGRATIONS = [
  InitialSchema1763800000000,
  ActiveEmployeeCounts1763900000000,
  ApiKeyEnvironments1764100000000,
  CanonicalEmails1764100000001,
  Access1764200000000,
  SignInState1764300000000,
  IdempotencyKeys1764300000001,
  Versions1764300000002,
  AuditEvents1764400000000,
  ChangesFeeds1764400000001,
  AccessVersions1764400000002,
  CampaignLifecycle1764500000000,
  SurveyResponses1764600000000,
  CampaignOpenedAt1764700000000,
  ReportMinGroupSize1764800000001,
  VoluntaryFiringsIndex1764800000002,
  DeletedEmployeesIndex1764900000000,
  ProfileNameKeys1765000000300,
  Webhooks1765100000000,
  Anonymisation1765200000000,
  FieldValueLookupIndex1765300000000,
  CampaignDistribution1765400000000,
  InvitationDelivery1765400000001,
  UserInvitationMessages1765500000000,
  MaskedOpenAnswers1765600000000,
  CampaignDistributionDefaults1765700000000,
];
