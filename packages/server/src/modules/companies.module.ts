import {
  CreateCompany,
  ListCompanies,
  SetCompanyOtp,
  SetCompanyRateLimit,
  SetCompanyReportMinGroupSize,
} from '@employee/domain';
import { ContainerModule } from 'inversify';
import { TOKENS } from '../tokens';

const { unitOfWork, clock, ids } = TOKENS;

/**
 * The company capability: `/v1/companies` (`ListCompanies`, also grouped for the router) and the admin CLI's
 * `company create`, `company set-rate-limit`, `company set-otp` and `company set-report-min-group-size`.
 */
export const companiesModule = new ContainerModule(({ bind }) => {
  bind(ListCompanies).toResolvedValue((...ports) => new ListCompanies(...ports), [unitOfWork]);
  bind(CreateCompany).toResolvedValue((...ports) => new CreateCompany(...ports), [unitOfWork, clock, ids]);
  bind(SetCompanyRateLimit).toResolvedValue((...ports) => new SetCompanyRateLimit(...ports), [unitOfWork, clock]);
  bind(SetCompanyReportMinGroupSize).toResolvedValue(
    (...ports) => new SetCompanyReportMinGroupSize(...ports),
    [unitOfWork, clock],
  );
  bind(SetCompanyOtp).toResolvedValue((...ports) => new SetCompanyOtp(...ports), [unitOfWork, clock]);
  bind(TOKENS.companyUseCases).toResolvedValue((listCompanies) => ({ listCompanies }), [ListCompanies]);
});
