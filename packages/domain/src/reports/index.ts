/**
 * The reports context: the fifteen reports over released survey data, with the anonymity rules. Source:
 * docs/architecture.md#bounded-contexts.
 */
export * from './respondent-table';
export * from './row-scores';
export * from './tally';
export * from './report-query';
export * from './report-definition';
export * from './report-sources';
export * from './released-table';
export * from './report-selection';
export * from './compose-report';
export * from './definitions';
export * from './campaign-material';
export * from './use-cases/read-report';
export * from './use-cases/read-comments';
export * from './reader-scope';
export * from './ports';
