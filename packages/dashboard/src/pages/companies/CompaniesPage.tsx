import { useTranslation } from 'react-i18next';
import { useCompanyChoices } from '../../api/choices';
import { useCurrentCompany } from '../../app/current-company';
import { ErrorMessage } from '../../components/ErrorMessage';
import { COMMON } from '../../i18n/common.messages';
import { COMPANIES } from './companies.messages';
import { companyTree, type CompanyNode, type TreeCompany } from './company-tree';

/**
 * One company of the tree with the scopes the user holds on it: those of their grants on it and on every company
 * above it (`inherited`: a grant on a parent reaches its branches, docs/access.md).
 */
function CompanyItem({ node, inherited }: { node: CompanyNode<TreeCompany>; inherited: readonly string[] }) {
  const { t } = useTranslation(COMPANIES);
  const { session, company: current, switchTo } = useCurrentCompany();
  const { company, branches } = node;
  const isCurrent = company.id === current.id;
  const own = session.companies.find((c) => c.id === company.id)?.scopes ?? [];
  const scopes = [...new Set([...inherited, ...own])];
  return (
    <li aria-current={isCurrent ? 'true' : undefined}>
      {isCurrent ? <strong>{company.name}</strong> : company.name}
      {isCurrent && <span className="muted"> ({t('current')})</span>}{' '}
      {!isCurrent && scopes.length > 0 && (
        <button type="button" onClick={() => switchTo({ ...company, scopes })}>
          {t('switchTo', { name: company.name })}
        </button>
      )}
      {branches.length > 0 && (
        <ul>
          {branches.map((branch) => (
            <CompanyItem key={branch.company.id} node={branch} inherited={scopes} />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * Companies (`companies:read`): the tree of the companies the user holds a permission on (the session's) and the
 * branches below the current one (`GET /v1/companies`), the current one marked; a button switches the company the
 * dashboard acts on (like `Resource-Id`, docs/contract.md#authentication-and-tenancy).
 */
export function CompaniesPage() {
  const { t } = useTranslation(COMPANIES);
  const common = useTranslation(COMMON).t;
  const { session, company } = useCurrentCompany();
  const branches = useCompanyChoices();
  const tree = companyTree<TreeCompany>([...session.companies, ...(branches.data ?? [])]);
  return (
    <>
      <h1>{common('nav.companies')}</h1>
      <p>{t('intro')}</p>
      <p>
        {t('currentIs')} <strong>{company.name}</strong>
      </p>
      <ErrorMessage error={branches.error} />
      {branches.isPending && <p role="status">{common('loading')}</p>}
      <section aria-label={t('tree')} className="card company-tree">
        <ul>
          {tree.map((node) => (
            <CompanyItem key={node.company.id} node={node} inherited={[]} />
          ))}
        </ul>
      </section>
    </>
  );
}
