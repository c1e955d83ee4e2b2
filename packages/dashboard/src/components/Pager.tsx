import { useTranslation } from 'react-i18next';
import { COMMON } from '../i18n/common.messages';

/** What the pager shows and does; `position` is the text between the buttons ("Página 2 de 15"), announced politely. */
export interface PagerProps {
  /** Names the navigation landmark ("Páginas de colaboradores"). */
  readonly label: string;
  readonly position: string;
  readonly hasPrevious: boolean;
  readonly hasNext: boolean;
  readonly onPrevious: () => void;
  readonly onNext: () => void;
}

/**
 * Previous/next buttons around the current position of a paged list, for page-numbered lists (`meta.current_page`,
 * `meta.last_page`) and cursor lists (`meta.next_cursor`) alike (docs/contract.md#lists-and-pagination). Disabled
 * buttons mark the ends.
 */
export function Pager({ label, position, hasPrevious, hasNext, onPrevious, onNext }: PagerProps) {
  const { t } = useTranslation(COMMON);
  return (
    <nav aria-label={label} className="actions pager">
      <button type="button" onClick={onPrevious} disabled={!hasPrevious}>
        {t('previous')}
      </button>
      <span role="status">{position}</span>
      <button type="button" onClick={onNext} disabled={!hasNext}>
        {t('next')}
      </button>
    </nav>
  );
}

/** The `meta` of a page-numbered list or a cursor list (docs/contract.md#lists-and-pagination). */
export type ListMeta =
  | { current_page: number; per_page: number; total: number; last_page: number }
  | { per_page: number; next_cursor: string | null };

/** Page, last page and total of a page-numbered list's `meta`; a cursor list's (it counts nothing) is page 1 of 1. */
export function numberedPage(meta: ListMeta): { page: number; last: number; total: number } {
  return 'current_page' in meta
    ? { page: meta.current_page, last: meta.last_page, total: meta.total }
    : { page: 1, last: 1, total: 0 };
}
