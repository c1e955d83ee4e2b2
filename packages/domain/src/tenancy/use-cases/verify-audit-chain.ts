import { verifyAuditRun, type ChainVerification } from '../../history';
import type { AuditEvent } from '../../history';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { TenancyRepositories } from '../ports';
import type { HistoryRepositories } from '../../history';
import { requireCompany } from '../target-company';

/** How many events one read of the chain takes. */
const BATCH = 1000;

/** The outcome of `audit verify`: the company, the events checked, and the first broken event or `null`. */
export interface AuditChainReport extends ChainVerification {
  readonly companyId: string;
}

/**
 * `admin audit verify --company ID`: walks the company's audit events in chain order, a batch at a time, and reports
 * the first one whose hash does not match its fields or whose link does not match the event before it (an event
 * edited, removed or inserted), or `null` when the chain holds. Source: decisions change-history.md#audit-trail.
 * @throws NotFoundError `COMPANY.NOT_FOUND` for an unknown company.
 */
export class VerifyAuditChain {
  constructor(private readonly uow: UnitOfWork<TenancyRepositories & HistoryRepositories>) {}

  async execute(command: { companyId: string }): Promise<AuditChainReport> {
    const company = await this.uow.run((r) => requireCompany(r.companies, command.companyId));
    let previous: AuditEvent | undefined;
    let events = 0;
    for (;;) {
      const batch = await this.uow.run((r) => r.audit.chainOf(company.id, previous?.seq ?? null, BATCH));
      const firstBroken = verifyAuditRun(batch, previous);
      if (firstBroken)
        return {
          companyId: company.id,
          events: events + batch.findIndex((e) => e.id === firstBroken.id) + 1,
          firstBroken,
        };
      events += batch.length;
      previous = batch.at(-1) ?? previous;
      if (batch.length < BATCH) return { companyId: company.id, events, firstBroken: null };
    }
  }
}
