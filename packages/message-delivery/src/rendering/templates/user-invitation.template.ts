import type { MessageTemplate } from './message-template';

/**
 * A dashboard user's invitation (docs/notifications.md#messages): the greeting, the company, the link (a button and
 * the address itself), when the invitation expires, and what to do with an unexpected one.
 */
export const USER_INVITATION_TEMPLATE: MessageTemplate = {
  body: `
        <mj-text font-size="20px" font-weight="bold">[[heading]]</mj-text>
        <mj-text>[[greeting]]</mj-text>
        <mj-text>[[intro]]<br />[[expires]]</mj-text>
        <mj-button href="{{link}}">[[action]]</mj-button>
        <mj-text font-size="13px">[[linkFallback]]<br /><a href="{{link}}">{{link}}</a></mj-text>
        <mj-text font-size="13px" color="#666666">[[notExpected]]</mj-text>`,
  text: `[[greeting]]

[[intro]]
[[expires]]

[[action]]: {{link}}

[[notExpected]]

--
[[footer]]
`,
};
