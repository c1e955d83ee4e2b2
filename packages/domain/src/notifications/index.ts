/**
 * The notifications context: what the platform sends itself (survey invitations and reminders, user invitations),
 * the templates' facts and the transports' ports. Imports the kernel. Source: docs/notifications.md.
 */
export * from './message-content';
export * from './ports';
