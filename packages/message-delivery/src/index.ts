/**
 * `@employee/message-delivery`: writes and sends the platform's messages (docs/notifications.md). `MjmlMessageRenderer`
 * (the domain's `MessageRenderer`: MJML templates in pt-BR, en and es).
 */
export { MjmlMessageRenderer } from './rendering/mjml-message-renderer';
export { SMS_MAX_LENGTH } from './rendering/sms-text';
export { SmtpEmailTransport, type SmtpEmailTransportOptions } from './email/smtp-email-transport';
export { FileEmailTransport } from './email/file-email-transport';
export type { EmailSender } from './email/mail-options';
export { TwilioSmsTransport, type TwilioSmsTransportOptions } from './sms/twilio-sms-transport';
export { FileSmsTransport } from './sms/file-sms-transport';
export { WindowedSendingRate, type SendingRateLimits, type WindowCounter } from './rate/windowed-sending-rate';
