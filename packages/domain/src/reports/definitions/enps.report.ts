import { npsReport } from './nps.report';

/** Report 15, `enps`: the eNPS of the questionnaire's `enps` question (docs/decisions/0003-reports.md#definitions). */
export const enpsReport = npsReport('enps', 'enps');
