import { useTranslation } from 'react-i18next';

/**
 * An instant as the API gives it (ISO 8601 with an offset, docs/contract.md) in a `<time>`, written as a short date
 * and time in the dashboard's language and the browser's time zone.
 */
export function Instant({ value }: { value: string }) {
  const { i18n } = useTranslation();
  const text = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' }).format(
    new Date(value),
  );
  return <time dateTime={value}>{text}</time>;
}
