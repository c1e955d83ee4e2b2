import { useTranslation } from 'react-i18next';

/**
 * A formatter of the API's timestamps (ISO 8601 with offset) in the dashboard's language, short date and time;
 * `null` or absent gives `fallback`.
 */
export function useDateTime(): (value: string | null | undefined, fallback?: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (value, fallback = '—') => (value ? format.format(new Date(value)) : fallback);
}
