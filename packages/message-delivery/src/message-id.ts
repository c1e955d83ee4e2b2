/** What a message id may hold: letters, digits, `.`, `_` and `-`, not starting with a dot; at most 200 characters. */
const SAFE_MESSAGE_ID = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

/**
 * Whether `messageId` is fit to be a file name and the left part of a `Message-ID` header as it is
 * (docs/notifications.md#transports): the domain's ids are; anything else is refused, never rewritten, so one id
 * always names one file and one header.
 */
export const isSafeMessageId = (messageId: string): boolean => SAFE_MESSAGE_ID.test(messageId);

/** The outcome code of a message whose id `isSafeMessageId` refuses: a defect upstream, never retried. */
export const UNSAFE_MESSAGE_ID = 'invalid_message_id';
