import type { Company } from '../company';
import { requireCompany } from '../target-company';
import type { Clock } from '../../kernel/clock';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { TenancyRepositories } from '../ports';
import type { HistoryRepositories } from '../../history';
import { recordChange } from '../../history';

/** Admin `company set-otp --company ID --required true|false`. */
export interface SetCompanyOtpCommand {
  companyId: string;
  /** API field `otp_required`: a boolean. */
  required: unknown;
}

/**
 * Sets whether the company's users must use a one-time password
 * (docs/access.md#the-companys-one-time-password-setting).
 * @throws NotFoundError `COMPANY.NOT_FOUND`.
 * @throws ValidationError `COMPANY.INVALID` on `otp_required` when `required` is not a boolean.
 */
export class SetCompanyOtp {
  constructor(
    private readonly uow: UnitOfWork<TenancyRepositories & HistoryRepositories>,
    private readonly clock: Clock,
  ) {}

  async execute(command: SetCompanyOtpCommand): Promise<Company> {
    return this.uow.run(async (r) => {
      const company = await requireCompany(r.companies, command.companyId);
      const before = company.toProps();
      company.setOtpRequired(command.required, this.clock.now());
      await r.companies.save(company);
      await recordChange(r.audit, 'company.updated', before, company.toProps());
      return company;
    });
  }
}
