import { dimensionQuestionsReport } from './dimension-questions.report';

/** Report 9, `family-dimension`: the `family` (work–life balance) dimension question by question. */
export const familyDimensionReport = dimensionQuestionsReport('family-dimension', 'family');
