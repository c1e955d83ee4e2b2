/**
 * One purpose for which the service processes an employee's personal data on the company's behalf (LGPD Art. 37,
 * the records of processing): a stable `key`, what is done, the categories of data it uses, and its legal basis as
 * the company (the controller) usually has it.
 */
export interface ProcessingPurpose {
  readonly key: string;
  readonly description: string;
  readonly categories: readonly string[];
  readonly legalBasis: string;
}

/**
 * The processing purposes of the service, the same for every company, listed in every export and in
 * docs/lgpd.md#records-of-processing (keep the two in step).
 */
export const PROCESSING_PURPOSES: readonly ProcessingPurpose[] = [
  {
    key: 'employee_directory',
    description: "Keep the register of the company's employees that its HR systems integrate with.",
    categories: ['identification', 'contact', 'employment'],
    legalBasis: 'Art. 7 V (performance of the employment contract) and Art. 7 II (legal obligation)',
  },
  {
    key: 'engagement_surveys',
    description: "Invite employees to the company's surveys and report the answers in anonymous aggregates.",
    categories: ['employment', 'segment filters', 'survey answers'],
    legalBasis: 'Art. 7 IX (legitimate interest of the employer)',
  },
  {
    key: 'attrition_analysis',
    description: 'Relate survey answers to voluntary departures, in aggregates of a minimum group size.',
    categories: ['employment', 'survey answers'],
    legalBasis: 'Art. 7 IX (legitimate interest of the employer)',
  },
  {
    key: 'security_and_audit',
    description: 'Record who changed what and when (field names only), to secure and account for the processing.',
    categories: ['audit trail'],
    legalBasis: 'Art. 7 II (legal obligation: Marco Civil Art. 15) and Art. 46 (security)',
  },
];
