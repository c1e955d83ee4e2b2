import { useId, type ReactNode } from 'react';
import { CopyButton } from './CopyButton';

/** What {@link SecretOnce} shows: its texts, the secret and its test id, and what Done does. */
export interface SecretOnceProps {
  readonly title: string;
  /** Why it is shown only now (and, for a link, until when it works). */
  readonly warning: ReactNode;
  readonly secret: string;
  readonly copyLabel: string;
  readonly doneLabel: string;
  /** The `data-testid` of the secret's `<code>`. */
  readonly testId: string;
  readonly onDone: () => void;
}

/**
 * A secret the API answers once (a new API key, an invitation link): a card with its title, the warning that it will
 * not be shown again, the secret, a copy button and Done (docs/dashboard.md#security).
 */
export function SecretOnce({ title, warning, secret, copyLabel, doneLabel, testId, onDone }: SecretOnceProps) {
  const titleId = useId();
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <p role="alert" className="alert alert--warning">
        {warning}
      </p>
      <code className="secret" data-testid={testId}>
        {secret}
      </code>
      <div className="actions">
        <CopyButton text={secret} label={copyLabel} />
        <button type="button" onClick={onDone}>
          {doneLabel}
        </button>
      </div>
    </section>
  );
}
