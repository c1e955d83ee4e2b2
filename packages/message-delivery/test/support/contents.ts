import type { SurveyMessageContent, UserInvitationContent } from '@employee/domain';

/**
 * 23:30 on 15 December 2026 in São Paulo (UTC−3), already 16 December in UTC: a date shown in the wrong zone shows
 * the wrong day.
 */
export const LATE_EVENING_IN_SAO_PAULO = new Date('2026-12-16T02:30:00.000Z');

/** A survey invitation with distinct values, each overridable. */
export const aSurveyMessage = (overrides: Partial<SurveyMessageContent> = {}): SurveyMessageContent => ({
  kind: 'survey_invitation',
  language: 'pt-BR',
  recipientName: 'Maria Aparecida',
  companyName: 'Padaria Pão Quente',
  campaignName: 'Clima 2026',
  closesAt: LATE_EVENING_IN_SAO_PAULO,
  timeZone: 'America/Sao_Paulo',
  link: 'https://surveys.example.com/s/tok-123?lang=pt&src=mail',
  minimumGroupSize: 7,
  unsubscribeUrl: 'https://surveys.example.com/unsubscribe/u-456',
  ...overrides,
});

/** A dashboard user's invitation with distinct values, each overridable. */
export const aUserInvitation = (overrides: Partial<UserInvitationContent> = {}): UserInvitationContent => ({
  kind: 'user_invitation',
  language: 'pt-BR',
  recipientName: 'João Batista',
  companyName: 'Padaria Pão Quente',
  link: 'https://dashboard.example.com/admin/invitations/inv-789',
  expiresAt: LATE_EVENING_IN_SAO_PAULO,
  timeZone: 'America/Sao_Paulo',
  ...overrides,
});
