/**
 * The notifications context: what the platform sends itself (survey invitations and reminders, user invitations),
 * the messages' facts, the transports' ports, the invitations' delivery states and the worker's passes. Imports the
 * kernel, surveys, access (the write side of user invitation e-mails) and webhooks (its random source). Source:
 * docs/notifications.md.
 */
export * from './message-content';
export * from './ports';
export * from './invitation-message';
export * from './invitation-messages';
export * from './sending-schedule';
export * from './survey-links';
export * from './user-invitation-message';
export * from './user-invitation-messages';
export * from './user-invitation-links';
export * from './use-cases/deliver-invitations';
export * from './use-cases/opt-out-of-reminders';
export * from './use-cases/count-deliveries';
export * from './use-cases/deliver-user-invitations';
