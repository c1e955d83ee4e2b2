import type { MessageKind } from '@employee/domain';
import type { MessageTemplate } from './message-template';
import { SURVEY_MESSAGE_TEMPLATE } from './survey-message.template';
import { USER_INVITATION_TEMPLATE } from './user-invitation.template';

/** The layout of each kind: invitations and reminders of surveys share one, their words differ. */
export const TEMPLATE_OF: Readonly<Record<MessageKind, MessageTemplate>> = {
  survey_invitation: SURVEY_MESSAGE_TEMPLATE,
  survey_reminder: SURVEY_MESSAGE_TEMPLATE,
  user_invitation: USER_INVITATION_TEMPLATE,
};
