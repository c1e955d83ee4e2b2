import type { MessageTemplate } from './message-template';

/**
 * A survey's invitation and its reminders (docs/notifications.md#messages): one layout, the kind's own words (subject,
 * heading, intro, action). Says the greeting, the company and campaign, the closing date or that there is none, the
 * link (a button and the address itself), the anonymity promise and the opt-out of reminders.
 */
export const SURVEY_MESSAGE_TEMPLATE: MessageTemplate = {
  body: `
        <mj-text font-size="20px" font-weight="bold">[[heading]]</mj-text>
        <mj-text>[[greeting]]</mj-text>
        <mj-text>[[intro]]<br />{{#if closingDate}}[[closesOn]]{{else}}[[noEndDate]]{{/if}}</mj-text>
        <mj-button href="{{link}}">[[action]]</mj-button>
        <mj-text font-size="13px">[[linkFallback]]<br /><a href="{{link}}">{{link}}</a></mj-text>
        <mj-text font-size="13px">[[anonymity]]</mj-text>
        <mj-divider border-width="1px" border-color="#dddddd" />
        <mj-text font-size="12px" color="#666666">
          [[unsubscribe]] <a href="{{unsubscribeUrl}}">[[unsubscribeAction]]</a>
        </mj-text>`,
  text: `[[greeting]]

[[intro]]
{{#if closingDate}}[[closesOn]]{{else}}[[noEndDate]]{{/if}}

[[action]]: {{link}}

[[anonymity]]

[[unsubscribe]] [[unsubscribeAction]]: {{unsubscribeUrl}}

--
[[footer]]
`,
};
