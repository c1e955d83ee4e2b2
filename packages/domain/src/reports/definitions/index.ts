import type { ReportDefinition } from '../report-definition';
import { attritionClustersReport } from './attrition-clusters.report';
import { dimensionsReport } from './dimensions.report';
import { employeeJourneyReport } from './employee-journey.report';
import { engagementClustersReport } from './engagement-clusters.report';
import { engagementDimensionsReport } from './engagement-dimensions.report';
import { enpsReport } from './enps.report';
import { familyDimensionReport } from './family-dimension.report';
import { leadershipMaturityReport } from './leadership-maturity.report';
import { lnpsReport } from './lnps.report';
import { magicReport } from './magic.report';
import { participationReport } from './participation.report';
import { psychologicalDimensionReport } from './psychological-dimension.report';
import { psychosocialDimensionReport } from './psychosocial-dimension.report';
import { rankingFiltersReport } from './ranking-filters.report';
import { rankingQuestionsReport } from './ranking-questions.report';

export { maturityOf } from './leadership-maturity.report';
export { quadrantOf, STRONG_DRIVER, LOW_FAVOURABILITY, type Quadrant } from './engagement-dimensions.report';
export { riskOf, type RiskLevel } from './psychosocial-dimension.report';
export type { CurvePoint } from './participation.report';

/** The fifteen reports, in the order of docs/decisions/0003-reports.md#definitions. */
export const REPORTS: readonly ReportDefinition[] = [
  magicReport,
  engagementClustersReport,
  attritionClustersReport,
  leadershipMaturityReport,
  lnpsReport,
  dimensionsReport,
  engagementDimensionsReport,
  employeeJourneyReport,
  familyDimensionReport,
  psychologicalDimensionReport,
  psychosocialDimensionReport,
  rankingQuestionsReport,
  rankingFiltersReport,
  participationReport,
  enpsReport,
];

const BY_NAME = new Map(REPORTS.map((report) => [report.name, report]));

/** The report whose path segment is `name` (`magic`, `enps`, …), or `undefined` when there is none. */
export function reportNamed(name: string): ReportDefinition | undefined {
  return BY_NAME.get(name);
}
