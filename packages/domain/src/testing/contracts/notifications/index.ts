export { invitationMessagesContract } from './invitation-messages-contract';
