import { dimensionQuestionsReport } from './dimension-questions.report';

/** Report 10, `psychological-dimension`: the `psychological` (well-being) dimension question by question. */
export const psychologicalDimensionReport = dimensionQuestionsReport('psychological-dimension', 'psychological');
