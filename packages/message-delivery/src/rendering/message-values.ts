import type { MessageContent } from '@employee/domain';
import type { DateFormats } from './date-formats';

/**
 * The values a message's `{{placeholders}}` take (docs/notifications.md#messages): the content's names and links as
 * they are, the closing date (`null` when the campaign has no end) and the expiry as text in the content's language
 * and time zone. Escaping is the template engine's, per output (HTML or plain).
 */
export type MessageValues = Readonly<Record<string, string | number | null>> & { readonly companyName: string };

export function valuesOf(content: MessageContent, dates: DateFormats): MessageValues {
  const names = { recipientName: content.recipientName, companyName: content.companyName, link: content.link };
  if (content.kind === 'user_invitation') {
    return { ...names, expiresAt: dates.dateTime(content.expiresAt, content.language, content.timeZone) };
  }
  return {
    ...names,
    campaignName: content.campaignName,
    closingDate: content.closesAt === null ? null : dates.date(content.closesAt, content.language, content.timeZone),
    minimumGroupSize: content.minimumGroupSize,
    unsubscribeUrl: content.unsubscribeUrl,
  };
}
