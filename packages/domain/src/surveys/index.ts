/**
 * The surveys context: campaigns, questionnaires, invitations and responses. Source:
 * docs/architecture.md#bounded-contexts.
 */
export * from './campaign';
export * from './campaign-distribution';
export * from './campaigns';
export * from './campaign.errors';
export * from './campaign-audit';
export * from './company-campaign';
export * from './survey.errors';
export * from './question-catalogue';
export * from './question';
export * from './questionnaire';
export * from './standard-questionnaire';
export * from './answers';
export * from './response-scores';
export * from './survey-response';
export * from './new-response';
export * from './open-text-masking';
export * from './employee-name-cache';
export * from './invitations';
export * from './invitation-links';
export * from './responses';
export * from './respondent-questionnaire';
export * from './segment-bands';
export * from './segment-snapshot';
export * from './use-cases/create-campaign';
export * from './use-cases/get-campaign';
export * from './use-cases/list-campaigns';
export * from './use-cases/update-campaign';
export * from './use-cases/transition-campaign';
export * from './use-cases/list-invitations';
export * from './use-cases/issue-invitation-links';
export * from './use-cases/list-invitation-links';
export * from './use-cases/reissue-invitation-link';
export * from './use-cases/count-invitations';
export * from './use-cases/submit-response';
export * from './use-cases/read-questionnaire';
export * from './use-cases/answer-invitations';
export * from './use-cases/list-campaign-members';
export * from './ports';
