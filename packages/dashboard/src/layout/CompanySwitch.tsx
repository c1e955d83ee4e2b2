import { useTranslation } from 'react-i18next';
import { useCurrentCompany } from '../app/current-company';
import { COMMON } from '../i18n/common.messages';

/**
 * The header's company select (acts like `Resource-Id`): the companies the user holds a permission on, and the
 * current one when it is a branch reached from the companies page.
 */
export function CompanySwitch() {
  const { t } = useTranslation(COMMON);
  const { session, company, switchTo } = useCurrentCompany();
  const choices = session.companies.some((c) => c.id === company.id)
    ? session.companies
    : [company, ...session.companies];
  return (
    <label className="inline-field">
      {t('company')}
      <select
        value={company.id}
        onChange={(event) => {
          const chosen = choices.find((c) => c.id === event.target.value);
          if (chosen) switchTo(chosen);
        }}
      >
        {choices.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </label>
  );
}
