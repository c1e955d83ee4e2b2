import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTS_NS } from './reports.messages';
import {
  isSuppressed,
  type Figure,
  type GroupOf,
  type ReportData,
  type ReportMeta,
  type VisibleGroup,
} from './report-types';

/** One set of respondents a report shows figures for: the whole selection or one visible group. */
export interface FigureSet<F> {
  readonly label: string;
  readonly figures: VisibleGroup<F>;
}

/** How a report's figures are written for the reader, in the page's language. */
export interface ReportFormat {
  readonly t: (key: string, options?: Record<string, unknown>) => string;
  /** A figure with the language's decimal separator (at most 2 decimals), `—` for `null`. */
  num: (value: Figure | undefined) => string;
  /** A difference with its sign (`+4,6`, `-58,4`, `0`), `—` for `null`. */
  signed: (value: Figure | undefined) => string;
  /** An ISO 8601 instant as the language writes a date and time. */
  dateTime: (iso: string) => string;
  /** A group's label: a band or language in words; group `null` named by its `reason` (docs/reports.md#anonymity). */
  groupLabel: (group: GroupOf) => string;
  /** N = `meta.min_group_size`: groups with fewer respondents are suppressed. */
  readonly minGroupSize: number;
  /** "fewer than N respondents". */
  readonly suppressedText: string;
  /** The whole selection ("Overall") then each visible group, each with its label. */
  setsOf: <F>(data: ReportData<F>) => Array<FigureSet<F>>;
  /** The labels of the suppressed groups of `data`. */
  suppressedLabelsOf: <F>(data: ReportData<F>) => string[];
}

/**
 * The {@link ReportFormat} of a report answer's `meta`: numbers in the dashboard's language, group labels by the
 * answer's `group_by` (tenure bands and languages in words), suppressed groups as "fewer than N respondents"
 * (docs/reports.md#anonymity).
 */
export function useReportFormat(meta: ReportMeta): ReportFormat {
  const { t, i18n } = useTranslation(REPORTS_NS);
  const language = i18n.language;
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    const languages = new Intl.DisplayNames([language], { type: 'language' });
    const groupLabel = ({ group, reason }: GroupOf): string => {
      if (group === null) return t(`nullGroup.${reason ?? 'hidden'}`);
      if (meta.group_by === 'tenure') return t(`tenure.${group}`, { defaultValue: group });
      if (meta.group_by === 'language') return languages.of(group) ?? group;
      return group;
    };
    const num = (value: Figure | undefined) =>
      value === null || value === undefined ? t('notApplicable') : numbers.format(value);
    return {
      t: (key, options) => t(key, options ?? {}),
      num,
      signed: (value) => (typeof value === 'number' && value > 0 ? `+${num(value)}` : num(value)),
      dateTime: (iso) => new Date(iso).toLocaleString(language),
      groupLabel,
      minGroupSize: meta.min_group_size,
      suppressedText: t('suppressedGroup', { count: meta.min_group_size }),
      setsOf: <F>(data: ReportData<F>) => [
        { label: t('overall'), figures: { ...data, group: null } },
        ...(data.groups ?? []).flatMap((group) =>
          isSuppressed(group) ? [] : [{ label: groupLabel(group), figures: group }],
        ),
      ],
      suppressedLabelsOf: <F>(data: ReportData<F>) => (data.groups ?? []).filter(isSuppressed).map(groupLabel),
    };
  }, [t, language, meta.group_by, meta.min_group_size]);
}
