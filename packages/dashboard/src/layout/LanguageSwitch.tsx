import { useTranslation } from 'react-i18next';
import { COMMON } from '../i18n/common.messages';
import { LANGUAGES, setLanguage, type Language } from '../i18n/i18n';

const NAMES: Record<Language, string> = { 'pt-BR': 'Português (Brasil)', en: 'English' };

/** The language select of the header. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation(COMMON);
  return (
    <label className="inline-field">
      {t('language')}
      <select value={i18n.language} onChange={(event) => void setLanguage(event.target.value as Language)}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
