import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../api/api-error-text';
import { API_ERRORS } from '../i18n/api-errors.messages';
import { COMMON } from '../i18n/common.messages';

/**
 * An error as the user should read it, in their language ({@link apiErrorText}: by the API's error codes, never its
 * English `detail`), with each invalid field of a 422, in an alert region that screen readers announce. Nothing
 * when `error` is null.
 */
export function ErrorMessage({ error }: { error: unknown }) {
  const { t } = useTranslation(COMMON);
  const errors = useTranslation(API_ERRORS).t;
  if (!error) return null;
  const text = apiErrorText(error, errors);
  return (
    <div role="alert" className="alert alert--error">
      <strong>{t('errorTitle')}: </strong>
      {text.summary}
      {text.fields.length > 0 && (
        <ul>
          {text.fields.map(([field, messages]) => (
            <li key={field}>
              <code>{field}</code>: {messages.join(' ')}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
