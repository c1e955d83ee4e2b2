export { invitationMessagesContract } from './invitation-messages-contract';
export { userInvitationMessagesContract } from './user-invitation-messages-contract';
