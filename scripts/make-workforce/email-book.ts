/**
 * Hands out unique e-mail addresses from name stems: the first `ana.souza` is `ana.souza@…`, the next ones
 * `ana.souza2@…`, `ana.souza3@…`. A stem holds no digit, so a numbered address never equals another stem's
 * address; the local part alone is unique, whatever the domain.
 */
export class EmailBook {
  private readonly issued = new Map<string, number>();

  /** A new address for `stem` (lower-case ASCII, no digits) at `domain`. */
  address(stem: string, domain: string): string {
    const count = (this.issued.get(stem) ?? 0) + 1;
    this.issued.set(stem, count);
    return `${stem}${count === 1 ? '' : count}@${domain}`;
  }
}
