import { npsReport } from './nps.report';

/**
 * Report 5, `lnps`: the LNPS (leader NPS) of the questionnaire's `lnps` question
 * (docs/decisions/0003-reports.md#definitions).
 */
export const lnpsReport = npsReport('lnps', 'lnps');
