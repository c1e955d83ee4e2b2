import {
  ListCompanies,
  SetCompanyOtp,
  SetCompanyRateLimit,
  SetCompanyReportMinGroupSize,
  VerifyAuditChain,
} from '@employee/domain';
import { ContainerModule } from 'inversify';
import { PORTS } from './tokens';

const { unitOfWork, clock } = PORTS;

/**
 * Tenancy (companies): `ListCompanies` of `/v1/companies`, and the admin CLI's `company set-rate-limit`,
 * `company set-otp`, `company set-report-min-group-size` and `audit verify`.
 */
export const tenancyModule = new ContainerModule(({ bind }) => {
  bind(ListCompanies).toDynamicValue((c) => new ListCompanies(c.get(unitOfWork)));
  bind(SetCompanyRateLimit).toDynamicValue((c) => new SetCompanyRateLimit(c.get(unitOfWork), c.get(clock)));
  bind(SetCompanyReportMinGroupSize).toDynamicValue(
    (c) => new SetCompanyReportMinGroupSize(c.get(unitOfWork), c.get(clock)),
  );
  bind(SetCompanyOtp).toDynamicValue((c) => new SetCompanyOtp(c.get(unitOfWork), c.get(clock)));
  bind(VerifyAuditChain).toDynamicValue((c) => new VerifyAuditChain(c.get(unitOfWork)));
});
