import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from './reports.messages';

/** A campaign or filter as the controls list them. */
export interface Option {
  readonly value: string;
  readonly label: string;
}

/** The `<option>`s of a list, each one's value `prefix` + its value. */
export function Options(props: { options: readonly Option[]; prefix?: string }) {
  const prefix = props.prefix ?? '';
  return props.options.map((option) => (
    <option key={option.value} value={`${prefix}${option.value}`}>
      {option.label}
    </option>
  ));
}

/**
 * One segment of a report or of the comments (docs/reports.md#the-listener): a filter and the value typed for it,
 * applied by the surrounding form's submit button (rendered here). `value` is the form's draft; nothing when the
 * company has no filter the reader may see.
 */
export function SegmentField(props: {
  /** The company's filters: `key` as value, name as label. */
  filters: readonly Option[];
  segmentKey: string;
  value: string;
  onKeyChange: (segmentKey: string) => void;
  onValueChange: (value: string) => void;
}) {
  const { t } = useTranslation(REPORTS_NS);
  if (props.filters.length === 0) return null;
  return (
    <fieldset className="report-segment">
      <legend>{t('segmentHint')}</legend>
      <label>
        {t('segmentKey')}
        <select value={props.segmentKey} onChange={(e) => props.onKeyChange(e.target.value)}>
          <option value="">{t('none')}</option>
          <Options options={props.filters} />
        </select>
      </label>
      <label>
        {t('segmentValue')}
        <input
          value={props.value}
          disabled={props.segmentKey === ''}
          onChange={(e) => props.onValueChange(e.target.value)}
        />
      </label>
      <button type="submit" disabled={props.segmentKey === ''}>
        {t('apply')}
      </button>
    </fieldset>
  );
}
