import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON } from '../i18n/common.messages';

/** What {@link ConfirmButton} shows and does. */
export interface ConfirmButtonProps {
  /** The button's text. */
  readonly label: string;
  /** Its accessible name when the text alone is ambiguous in a list ("Excluir Auditor"). */
  readonly ariaLabel?: string;
  /** The question of the dialog, saying what will happen. */
  readonly question: string;
  /** The dialog's confirming button. */
  readonly confirmLabel: string;
  readonly onConfirm: () => void;
  readonly disabled?: boolean;
  /** Styles both buttons as destructive. */
  readonly danger?: boolean;
}

/**
 * A button that asks before acting: a modal `<dialog>` (focus moves into it, Escape cancels) with the question, a
 * confirming button and cancel. For actions that cannot be undone: revoking a key, disabling a user, deleting.
 */
export function ConfirmButton(props: ConfirmButtonProps) {
  const { t } = useTranslation(COMMON);
  const dialog = useRef<HTMLDialogElement>(null);
  const questionId = useId();
  const style = props.danger ? 'danger' : undefined;
  return (
    <>
      <button
        type="button"
        className={style}
        aria-label={props.ariaLabel}
        disabled={props.disabled}
        onClick={() => dialog.current?.showModal()}
      >
        {props.label}
      </button>
      <dialog ref={dialog} aria-labelledby={questionId} className="confirm-dialog">
        <p id={questionId}>{props.question}</p>
        <div className="actions">
          <button
            type="button"
            className={style ?? 'primary'}
            onClick={() => {
              dialog.current?.close();
              props.onConfirm();
            }}
          >
            {props.confirmLabel}
          </button>
          <button type="button" autoFocus onClick={() => dialog.current?.close()}>
            {t('cancel')}
          </button>
        </div>
      </dialog>
    </>
  );
}
