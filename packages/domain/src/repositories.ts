import type { AccessRepositories } from './access';
import type { UnitOfWork as UnitOfWorkOver } from './kernel/unit-of-work';
import type { DirectoryRepositories } from './directory';
import type { HistoryRepositories } from './history';
import type { SurveyRepositories } from './surveys';
import type { TenancyRepositories } from './tenancy';
import type { WebhookRepositories } from './webhooks';
import type { DataSubjectRepositories } from './privacy';
import type { NotificationRepositories } from './notifications';

/**
 * Every context's repositories: what a storage adapter's unit of work hands out (`UnitOfWork<Repositories>`),
 * everything done through them in one `run` committing or rolling back together.
 */
export type Repositories = TenancyRepositories &
  DirectoryRepositories &
  AccessRepositories &
  SurveyRepositories &
  HistoryRepositories &
  WebhookRepositories &
  DataSubjectRepositories &
  NotificationRepositories;

/**
 * The unit of work as the package exports it: over `R`, by default every context's repositories, which is what a
 * storage adapter implements and a composition root hands to each use case (each use case declares the slice it
 * uses, which this fits). Inside the domain, use cases name their slice on the kernel's `UnitOfWork<R>`.
 */
export type UnitOfWork<R = Repositories> = UnitOfWorkOver<R>;
