import { npsReport } from './nps.report';

/** Report 15, `enps`: the eNPS of the questionnaire's `enps` question (shared/decisions/reports.md). */
export const enpsReport = npsReport('enps', 'enps');
