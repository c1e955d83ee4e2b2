import {
  CreateCompany,
  ListCompanies,
  SetCompanyOtp,
  SetCompanyRateLimit,
  SetCompanyReportMinGroupSize,
} from '@employee/domain';
import { ContainerModule } from 'inversify';
import { PORTS } from './tokens';

const { unitOfWork, clock, ids } = PORTS;

/**
 * Tenancy (companies): `ListCompanies` of `/v1/companies`, and the admin CLI's `company create`,
 * `company set-rate-limit`, `company set-otp` and `company set-report-min-group-size`.
 */
export const tenancyModule = new ContainerModule(({ bind }) => {
  bind(ListCompanies).toDynamicValue((c) => new ListCompanies(c.get(unitOfWork)));
  bind(CreateCompany).toDynamicValue((c) => new CreateCompany(c.get(unitOfWork), c.get(clock), c.get(ids)));
  bind(SetCompanyRateLimit).toDynamicValue((c) => new SetCompanyRateLimit(c.get(unitOfWork), c.get(clock)));
  bind(SetCompanyReportMinGroupSize).toDynamicValue(
    (c) => new SetCompanyReportMinGroupSize(c.get(unitOfWork), c.get(clock)),
  );
  bind(SetCompanyOtp).toDynamicValue((c) => new SetCompanyOtp(c.get(unitOfWork), c.get(clock)));
});
