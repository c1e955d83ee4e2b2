import { npsReport } from './nps.report';

/** Report 5, `lnps`: the LNPS (leader NPS) of the questionnaire's `lnps` question (shared/decisions/reports.md). */
export const lnpsReport = npsReport('lnps', 'lnps');
