import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON } from '../i18n/common.messages';

/** A button that copies `text` to the clipboard and says so (a live region) for two seconds. */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const { t } = useTranslation(COMMON);
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        });
      }}
    >
      {label ?? t('copy')}
      <span aria-live="polite">{copied ? ` ✓ ${t('copied')}` : ''}</span>
    </button>
  );
}
