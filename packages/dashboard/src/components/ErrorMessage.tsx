import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error';
import { COMMON } from '../i18n/common.messages';

/**
 * An error as the user should read it: the API's `detail` (and each field's messages of a 422), in an alert region
 * that screen readers announce. Nothing when `error` is null.
 */
export function ErrorMessage({ error }: { error: unknown }) {
  const { t } = useTranslation(COMMON);
  if (!error) return null;
  const detail = error instanceof Error ? error.message : JSON.stringify(error);
  const fields = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
  return (
    <div role="alert" className="alert alert--error">
      <strong>{t('errorTitle')}: </strong>
      {detail}
      {fields.length > 0 && (
        <ul>
          {fields.map(([field, messages]) => (
            <li key={field}>
              <code>{field}</code>: {messages.join(' ')}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
