import { useTranslation } from 'react-i18next';
import { SecretOnce } from '../../components/SecretOnce';
import { WEBHOOKS } from './webhooks.messages';

/** What {@link EndpointSecret} shows and does. */
export interface EndpointSecretProps {
  readonly secret: string;
  /** That it is shown only now (and, after a rotation, that the previous one signs for 24 hours more). */
  readonly warning: string;
  /** The Done button's text; default "I have stored the secret". */
  readonly doneLabel?: string;
  readonly onDone: () => void;
}

/** An endpoint's signing secret, answered once by create or rotate: the warning, the secret, copy and Done. */
export function EndpointSecret({ secret, warning, doneLabel, onDone }: EndpointSecretProps) {
  const { t } = useTranslation(WEBHOOKS);
  return (
    <SecretOnce
      title={t('secretTitle')}
      warning={warning}
      secret={secret}
      copyLabel={t('copySecret')}
      doneLabel={doneLabel ?? t('secretDone')}
      testId="webhook-secret"
      onDone={onDone}
    />
  );
}
