/**
 * The codes of a failed attempt's `error` (docs/webhooks.md#delivery-requests-and-ssrf-defence): never an address,
 * a host name or any text of the receiver's, so they can be stored and shown as they are.
 */
export type WebhookErrorCode =
  | 'invalid_url'
  | 'refused_scheme'
  | 'refused_address'
  | 'timeout'
  | 'redirect'
  | 'connection_refused'
  | 'connection_reset'
  | 'dns'
  | 'tls'
  | 'network';
