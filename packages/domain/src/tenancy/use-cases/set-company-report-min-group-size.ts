import type { Company } from '../company';
import { requireCompany } from '../target-company';
import type { Clock } from '../../kernel/clock';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { TenancyRepositories } from '../ports';
import type { HistoryRepositories } from '../../history';
import { recordChange } from '../../history';

/** Admin `company set-report-min-group-size --company ID --size N|default`. */
export interface SetCompanyReportMinGroupSizeCommand {
  companyId: string;
  /** An integer from 3 to 100, or `null` for the service's `REPORT_MIN_GROUP_SIZE` (field `report_min_group_size`). */
  size: unknown;
}

/**
 * Gives a company its own minimum group size of the reports, or returns it to the service's (docs/reports.md#anonymity;
 * docs/decisions/0003-reports.md#anonymity: "company override ≥ 3"), recording `company.updated`.
 * @throws NotFoundError `COMPANY.NOT_FOUND`.
 * @throws ValidationError `COMPANY.INVALID` on `report_min_group_size` (integer 3..100, or null for the default).
 */
export class SetCompanyReportMinGroupSize {
  constructor(
    private readonly uow: UnitOfWork<TenancyRepositories & HistoryRepositories>,
    private readonly clock: Clock,
  ) {}

  async execute(command: SetCompanyReportMinGroupSizeCommand): Promise<Company> {
    return this.uow.run(async (r) => {
      const company = await requireCompany(r.companies, command.companyId);
      const before = company.toProps();
      company.setReportMinGroupSize(command.size, this.clock.now());
      await r.companies.save(company);
      await recordChange(r.audit, 'company.updated', before, company.toProps());
      return company;
    });
  }
}
