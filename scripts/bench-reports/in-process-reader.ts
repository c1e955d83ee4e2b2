import {
  CampaignAccess,
  DEFAULT_DOMAIN_SETTINGS,
  ReadReport,
  ValidationError,
  type Campaign,
  type ReportSources,
} from '@employee/domain';
import { createDataSource, TypeOrmReportSources, TypeOrmUnitOfWork } from '@employee/persistence-typeorm';
import { ReportRefused, type ReportReader } from './report-reader';

/** The in-process reader and the sources it reads through (for the bench's step timings). */
export interface InProcessReader extends ReportReader {
  readonly sources: ReportSources;
  /** The stored campaign `id`. @throws Error when there is none. */
  campaignOf(id: string): Promise<Campaign>;
}

/**
 * Reads reports in this process as the server does: `ReadReport` from the domain over a `TypeOrmUnitOfWork` and a
 * `TypeOrmReportSources` on one PostgreSQL data source of `poolSize` connections, as an API key of company
 * `companyId` (CampaignAccess ALL), `REPORT_MIN_GROUP_SIZE` 5, service time zone America/Sao_Paulo.
 */
export async function inProcessReader(databaseUrl: string, companyId: string, poolSize = 1): Promise<InProcessReader> {
  const database = await createDataSource({ databaseUrl, dataDir: null, poolSize });
  const settings = DEFAULT_DOMAIN_SETTINGS;
  const sources = new TypeOrmReportSources(database.dataSource, settings.timeZone);
  const uow = new TypeOrmUnitOfWork(database.dataSource);
  const useCase = new ReadReport(uow, sources, { now: () => new Date() }, settings, { minGroupSize: 5 });
  return {
    sources,
    async campaignOf(id) {
      const campaign = await uow.run((r) => r.campaigns.ofIdShared(id));
      if (!campaign) throw new Error(`no campaign ${id}: run npm run bench:reports:seed first`);
      return campaign;
    },
    async readReport(name, params) {
      try {
        return await useCase.execute({ companyId, name, params, access: CampaignAccess.ALL });
      } catch (error) {
        if (error instanceof ValidationError) throw new ReportRefused(error.message);
        throw error;
      }
    },
    close: () => database.close(),
  };
}
