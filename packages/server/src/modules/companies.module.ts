import { CreateCompany, ListCompanies, SetCompanyOtp, SetCompanyRateLimit } from '@employee/domain';
import { ContainerModule } from 'inversify';
import { TOKENS } from '../tokens';

const { unitOfWork, clock, ids } = TOKENS;

/**
 * The company capability: `/v1/companies` (`ListCompanies`, also grouped for the router) and the admin CLI's
 * `company create` and `company set-rate-limit`.
 */
export const companiesModule = new ContainerModule(({ bind }) => {
  bind(ListCompanies).toResolvedValue((...ports) => new ListCompanies(...ports), [unitOfWork]);
  bind(CreateCompany).toResolvedValue((...ports) => new CreateCompany(...ports), [unitOfWork, clock, ids]);
  bind(SetCompanyRateLimit).toResolvedValue((...ports) => new SetCompanyRateLimit(...ports), [unitOfWork, clock]);
  bind(SetCompanyOtp).toResolvedValue((...ports) => new SetCompanyOtp(...ports), [unitOfWork, clock]);
  bind(TOKENS.companyUseCases).toResolvedValue((listCompanies) => ({ listCompanies }), [ListCompanies]);
});
