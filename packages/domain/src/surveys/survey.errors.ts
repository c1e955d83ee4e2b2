import { StateError, UnauthenticatedError } from '../kernel/domain-error';

/** Code of a 422 on a campaign's `questions` (docs/surveys.md#question-model). */
export const QUESTIONNAIRE_INVALID = 'QUESTIONNAIRE.INVALID';
/** Code of a 422 on a respondent's `answers` (docs/surveys.md#answers). */
export const RESPONSE_INVALID = 'RESPONSE.INVALID';

/**
 * The invitation token is unknown, replaced by a fresher link, or its invitation was withdrawn: one error for all
 * (401, like a bad API key). Source: docs/surveys.md#the-survey-endpoint.
 */
export function invitationUnknown(): UnauthenticatedError {
  return new UnauthenticatedError('The invitation link is not valid', INVITATION_UNKNOWN);
}
/** Code of {@link invitationUnknown}. */
export const INVITATION_UNKNOWN = 'INVITATION.UNKNOWN';

/** Code of a second response to one invitation (409). */
export const RESPONSE_ALREADY_SUBMITTED = 'RESPONSE.ALREADY_SUBMITTED';

/** The invitation was already answered: one response per invitation (409). */
export function responseAlreadySubmitted(): StateError {
  return new StateError(RESPONSE_ALREADY_SUBMITTED, 'This invitation was already answered');
}

/** Code of an answer to a campaign that is not open (410 Gone). */
export const CAMPAIGN_NOT_OPEN = 'CAMPAIGN.NOT_OPEN';

/** The campaign no longer takes answers: it was closed (410). */
export function campaignNotOpen(): StateError {
  return new StateError(CAMPAIGN_NOT_OPEN, 'The campaign is closed and takes no more answers');
}
