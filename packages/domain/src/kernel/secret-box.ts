/**
 * Port: encryption of secrets kept at rest (webhook signing secrets, docs/webhooks.md#endpoints-and-secrets; a
 * `links` campaign's survey tokens, docs/notifications.md#links). `seal` gives an opaque, authenticated text to
 * store; `open` gives back the plaintext. Each use has its own box (its own derived key).
 * @throws Error from `open` when the text was not sealed with this box's key or was altered.
 */
export interface SecretBox {
  seal(plaintext: string): string;
  open(sealed: string): string;
}
