/**
 * The notifications context: what the platform sends itself (survey invitations and reminders, user invitations),
 * the messages' facts, the transports' ports, the invitations' delivery states and the worker's pass. Imports the
 * kernel, surveys and webhooks (its random source). Source: docs/notifications.md.
 */
export * from './message-content';
export * from './ports';
export * from './invitation-message';
export * from './invitation-messages';
export * from './sending-schedule';
export * from './survey-links';
export * from './use-cases/deliver-invitations';
export * from './use-cases/opt-out-of-reminders';
export * from './use-cases/count-deliveries';
