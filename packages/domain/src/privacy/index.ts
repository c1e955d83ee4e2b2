/**
 * The privacy context: the data-subject rights of LGPD Art. 18 over what the other contexts store about a person
 * (access and portability: the export; anonymisation), the processing purposes (Art. 37). Imports the kernel,
 * history, directory and surveys. Source: docs/architecture.md#bounded-contexts, docs/lgpd.md.
 */
export * from './processing-purposes';
export * from './personal-values';
export * from './personal-data-export';
export * from './data-subjects';
export * from './personal-data-copies';
export * from './ports';
export * from './use-cases/export-personal-data';
export * from './use-cases/anonymise-employee';
export * from './use-cases/anonymise-expired-employees';
