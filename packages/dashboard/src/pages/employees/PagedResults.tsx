import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../components/ErrorMessage';
import { numberedPage, Pager, type ListMeta } from '../../components/Pager';
import { COMMON } from '../../i18n/common.messages';
import { EMPLOYEES } from './employees.messages';

/** What {@link PagedResults} shows: one page of a list query and the table drawing its items. */
export interface PagedResultsProps {
  readonly list: UseQueryResult<{ data: readonly unknown[]; meta: ListMeta }>;
  /** The page asked for (1-based). */
  readonly page: number;
  readonly onPage: (page: number) => void;
  /** The table of `list.data.data`, drawn once the page has arrived. */
  readonly children: ReactNode;
}

/**
 * One page of an employees list: "loading" until the first answer, the API's error, then the table, a note when the
 * page is empty and the pager (docs/contract.md#lists-and-pagination, page-numbered).
 */
export function PagedResults({ list, page, onPage, children }: PagedResultsProps) {
  const { t } = useTranslation(EMPLOYEES);
  const common = useTranslation(COMMON).t;
  const position = list.data ? numberedPage(list.data.meta) : null;
  return (
    <>
      {list.isPending && <p role="status">{common('loading')}</p>}
      <ErrorMessage error={list.error} />
      {list.data && position && (
        <>
          {children}
          {list.data.data.length === 0 && <p role="status">{t('empty')}</p>}
          <Pager
            label={t('pages')}
            position={t('position', position)}
            hasPrevious={page > 1}
            hasNext={page < position.last}
            onPrevious={() => onPage(page - 1)}
            onNext={() => onPage(page + 1)}
          />
        </>
      )}
    </>
  );
}
