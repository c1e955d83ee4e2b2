import type { ReactNode } from 'react';

/** What {@link FormField} shows: the input's label, its hint and its translated error, tied by ids. */
export interface FormFieldProps {
  /** The API field (`document`): the ids `<field>-hint` and `<field>-error` derive from it. */
  readonly field: string;
  readonly label: string;
  readonly hint?: string;
  readonly error?: string;
  /** The input, given the ARIA attributes that point at the hint and the error. */
  readonly children: (aria: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/**
 * One labelled input of a form with its hint and, after a refused save, its message: the input is `aria-invalid`
 * and described by both, so a screen reader reads the message when the input takes focus.
 */
export function FormField({ field, label, hint, error, children }: FormFieldProps) {
  const described = [hint ? `${field}-hint` : '', error ? `${field}-error` : ''].join(' ').trim();
  return (
    <div className="field">
      <label>
        {label}
        {children({ 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined })}
      </label>
      {hint && (
        <small id={`${field}-hint`} className="field-hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${field}-error`} className="field-error">
          {error}
        </small>
      )}
    </div>
  );
}
