import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../api/http';

/** The comments' answer (docs/openapi-reports.yaml, `Comments`). */
export interface CommentsAnswer {
  readonly data:
    | { readonly suppressed: true; readonly reason: 'too_few_respondents' | 'campaign_not_closed' }
    | {
        readonly suppressed?: undefined;
        readonly respondents: number;
        readonly questions: ReadonlyArray<{ readonly question_id: string; readonly comments: readonly string[] }>;
      };
  readonly meta: { readonly min_group_size: number };
}

/** What the comments view reads: a campaign and at most one segment (a filter key and one value). */
export interface CommentsParameters {
  readonly campaignId: string;
  readonly segmentKey: string;
  readonly segmentValue: string;
}

/** `GET /admin/api/reports/comments?campaign_id=…&segment[key]=value` for `parameters` (the session's route). */
export function commentsPath(parameters: CommentsParameters): string {
  const query = new URLSearchParams({ campaign_id: parameters.campaignId });
  if (parameters.segmentKey && parameters.segmentValue.trim())
    query.set(`segment[${parameters.segmentKey}]`, parameters.segmentValue.trim());
  return `/admin/api/reports/comments?${query.toString()}`;
}

/** The comments at `path` (`null`: nothing to read yet), in the order the API shuffled them for this read. */
export function useComments(path: string | null) {
  return useQuery({
    queryKey: ['reports', 'comments', path],
    enabled: path !== null,
    placeholderData: keepPreviousData,
    queryFn: () => request<CommentsAnswer>(path as string),
  });
}
