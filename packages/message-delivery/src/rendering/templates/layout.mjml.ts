/**
 * The MJML document every e-mail shares (docs/notifications.md#messages): the `lang`, the title (the subject), the
 * inbox preview (the intro), system fonts only (nothing is loaded from elsewhere), and `body`, the kind's sections.
 */
export function mjmlDocument(body: string): string {
  return `<mjml lang="[[lang]]">
  <mj-head>
    <mj-title>[[subject]]</mj-title>
    <mj-preview>[[intro]]</mj-preview>
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, sans-serif" />
      <mj-text font-size="15px" line-height="1.5" color="#222222" />
      <mj-button background-color="#1f5fbf" color="#ffffff" font-size="15px" border-radius="4px" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f4f4">
    <mj-section background-color="#ffffff" padding="24px 12px">
      <mj-column>
${body}
      </mj-column>
    </mj-section>
    <mj-section padding="12px">
      <mj-column>
        <mj-text font-size="12px" color="#666666" align="center">[[footer]]</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}
