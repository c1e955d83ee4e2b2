import type { Company } from '../company';
import type { Clock } from '../../kernel/clock';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { TenancyRepositories } from '../ports';
import type { HistoryRepositories } from '../../history';
import { requireCompany } from '../target-company';
import { recordChange } from '../../history';

/** Admin `company set-rate-limit --company ID --per-minute N`. */
export interface SetCompanyRateLimitCommand {
  companyId: string;
  /** Requests per minute, or `null` for the service's default (API field `per_minute`). */
  perMinute: unknown;
}

/**
 * Gives a company its own per-key request limit per minute (docs/contract.md#rate-limit: "can be adjusted on request").
 * @throws NotFoundError `COMPANY.NOT_FOUND`.
 * @throws ValidationError `COMPANY.INVALID` on `per_minute` (integer 1..1,000,000, or null for the default).
 */
export class SetCompanyRateLimit {
  constructor(
    private readonly uow: UnitOfWork<TenancyRepositories & HistoryRepositories>,
    private readonly clock: Clock,
  ) {}

  async execute(command: SetCompanyRateLimitCommand): Promise<Company> {
    return this.uow.run(async (r) => {
      const company = await requireCompany(r.companies, command.companyId);
      const before = company.toProps();
      company.setRateLimit(command.perMinute, this.clock.now());
      await r.companies.save(company);
      await recordChange(r.audit, 'company.updated', before, company.toProps());
      return company;
    });
  }
}
