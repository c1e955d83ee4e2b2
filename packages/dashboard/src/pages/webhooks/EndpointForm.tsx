import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldTextsOf } from '../../api/api-error-text';
import type { WebhookEndpoint, WebhookEndpointInput } from '../../api/webhooks';
import { ErrorMessage } from '../../components/ErrorMessage';
import { API_ERRORS } from '../../i18n/api-errors.messages';
import { COMMON } from '../../i18n/common.messages';
import { EVENT_TYPES, formOf, inputOf, withType, type EndpointFormState } from './endpoint-form';
import { WEBHOOKS } from './webhooks.messages';

/** What {@link EndpointForm} shows and does. */
export interface EndpointFormProps {
  readonly title: string;
  /** The endpoint being edited; absent for a new one (which has no "enabled" box: it starts enabled). */
  readonly endpoint?: WebhookEndpoint;
  readonly pending: boolean;
  /** The refused save's error: a 422's messages are shown beside their fields. */
  readonly error: unknown;
  readonly onSubmit: (input: WebhookEndpointInput) => void;
  /** Beside the submit button (a cancel link). */
  readonly children?: ReactNode;
}

/** The hint under a field and, after a refused save, its messages; `id`s for `aria-describedby`. */
function Help({ field, hint, errors }: { field: string; hint?: string; errors: readonly string[] | undefined }) {
  return (
    <>
      {hint && (
        <small id={`webhook-${field}-hint`} className="field-hint">
          {hint}
        </small>
      )}
      {errors && (
        <small id={`webhook-${field}-error`} className="field-error">
          {errors.join(' ')}
        </small>
      )}
    </>
  );
}

/**
 * An endpoint's properties as a form (create, or edit sending the whole endpoint as PUT does): the URL, a
 * description, "every event type" or the ticked types, whether branches' events come too, and, when editing, whether
 * it is enabled. `onSubmit` gets the body (docs/openapi.yaml, `WebhookEndpointCreate`).
 */
export function EndpointForm(props: EndpointFormProps) {
  const { t } = useTranslation(WEBHOOKS);
  const common = useTranslation(COMMON).t;
  const [form, setForm] = useState(() => formOf(props.endpoint));
  const apiErrors = useTranslation(API_ERRORS).t;
  const fieldErrors = fieldTextsOf(props.error, apiErrors);
  /** The ARIA attributes of the input of `field`: its hint and, after a refused save, its messages. */
  const described = (field: string) => ({
    'aria-invalid': fieldErrors[field] ? true : undefined,
    'aria-describedby': [`webhook-${field}-hint`, fieldErrors[field] ? `webhook-${field}-error` : ''].join(' ').trim(),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(inputOf(form));
  };

  return (
    <form onSubmit={submit} className="card" aria-labelledby="webhook-form-title" noValidate>
      <h2 id="webhook-form-title">{props.title}</h2>
      <div className="field">
        <label>
          {t('url')}
          <input
            type="url"
            required
            autoComplete="off"
            value={form.url}
            onChange={(e) => setForm({ ...form, url: e.target.value })}
            maxLength={2048}
            {...described('url')}
          />
        </label>
        <Help field="url" hint={t('urlHint')} errors={fieldErrors.url} />
      </div>
      <div className="field">
        <label>
          {t('description')}
          <input
            autoComplete="off"
            value={form.description}
            onChange={(e) => setForm({ ...form, description: e.target.value })}
            maxLength={255}
            {...described('description')}
          />
        </label>
        <Help field="description" hint={t('descriptionHint')} errors={fieldErrors.description} />
      </div>
      <EventTypesField form={form} errors={fieldErrors.event_types} onChange={setForm} />
      <div className="field">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={form.includeBranches}
            onChange={(e) => setForm({ ...form, includeBranches: e.target.checked })}
            {...described('include_branches')}
          />
          {t('includeBranches')}
        </label>
        <Help field="include_branches" hint={t('includeBranchesHint')} errors={fieldErrors.include_branches} />
      </div>
      {props.endpoint && (
        <div className="field">
          <label className="checkbox">
            <input
              type="checkbox"
              checked={form.isEnabled}
              onChange={(e) => setForm({ ...form, isEnabled: e.target.checked })}
            />
            {t('enabledField')}
          </label>
        </div>
      )}
      <ErrorMessage error={props.error} />
      <div className="actions">
        <button type="submit" className="primary" disabled={props.pending}>
          {props.endpoint ? common('save') : common('create')}
        </button>
        {props.children}
      </div>
    </form>
  );
}

/** "Every event type", or, unticked, a box per type of the catalogue; a refused save's messages below them. */
function EventTypesField(props: {
  form: EndpointFormState;
  errors: readonly string[] | undefined;
  onChange: (form: EndpointFormState) => void;
}) {
  const { form, onChange } = props;
  const { t } = useTranslation(WEBHOOKS);
  return (
    <fieldset aria-describedby={props.errors ? 'webhook-event_types-error' : undefined}>
      <legend>{t('eventTypes')}</legend>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={form.allTypes}
          onChange={(e) => onChange({ ...form, allTypes: e.target.checked })}
        />
        {t('allTypes')}
      </label>
      {!form.allTypes && (
        <ul className="event-types">
          {EVENT_TYPES.map((type) => (
            <li key={type}>
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={form.types.includes(type)}
                  onChange={(e) => onChange(withType(form, type, e.target.checked))}
                />
                {t(`type.${type}`)} <code>{type}</code>
              </label>
            </li>
          ))}
        </ul>
      )}
      <Help field="event_types" errors={props.errors} />
    </fieldset>
  );
}
