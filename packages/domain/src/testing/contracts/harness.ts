import { afterEach, beforeEach, expect } from '@jest/globals';
import type { Permission } from '../../access/permission';
import type { Profile } from '../../access/profile';
import type { User } from '../../access/user';
import type { UserToken } from '../../access/user-token';
import type { WebhookEndpoint } from '../../webhooks/webhook-endpoint';
import type { ApiKey } from '../../access/api-keys/api-key';
import type { Campaign } from '../../surveys/campaign';
import type { Company } from '../../tenancy/company';
import type { Employee } from '../../directory/employee';
import type { Filter } from '../../directory/filter';
import type { ListPosition, Page, PageRequest } from '../../kernel/page';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { Repositories } from '../../repositories';

/**
 * What an adapter under contract gives each test: a `UnitOfWork` over fresh, empty storage, and an optional
 * `close` run after the test (release a connection, drop a schema, …).
 */
export interface ContractHarness {
  uow: UnitOfWork<Repositories>;
  close?(): Promise<void>;
}

/** Makes a new harness over fresh, empty storage; called once per test. */
export type HarnessFactory = () => Promise<ContractHarness>;

/**
 * Registers `beforeEach` (a new harness from `makeHarness`) and `afterEach` (closes it) in the enclosing
 * `describe`, and returns a getter for the current test's harness. For the repositories' `ContractHarness` and for
 * the harness of any other port's contract (sessions, sign-in failures, idempotency keys).
 */
export function useHarness<H extends { close?(): Promise<void> } = ContractHarness>(
  makeHarness: () => Promise<H>,
): () => H {
  let current: H | undefined;
  beforeEach(async () => {
    current = await makeHarness();
  });
  afterEach(async () => {
    const harness = current;
    current = undefined;
    await harness?.close?.();
  });
  return () => {
    if (!current) throw new Error('No contract harness: call it inside a test');
    return current;
  };
}

/** What {@link seed} stores, saved in this order so that every reference points at a stored record. */
export interface Seed {
  readonly companies?: readonly Company[];
  readonly filters?: readonly Filter[];
  readonly campaigns?: readonly Campaign[];
  readonly employees?: readonly Employee[];
  readonly apiKeys?: readonly ApiKey[];
  readonly profiles?: readonly Profile[];
  readonly users?: readonly User[];
  readonly permissions?: readonly Permission[];
  readonly userTokens?: readonly UserToken[];
  readonly webhookEndpoints?: readonly WebhookEndpoint[];
}

/**
 * Stores the records in one run, through the repositories of the port: companies (list parents before their
 * branches), filters, campaigns, employees, API keys, profiles, users, permissions, user tokens, then webhook
 * endpoints.
 */
export async function seed(uow: UnitOfWork<Repositories>, records: Seed): Promise<void> {
  await uow.run(async (r: Repositories) => {
    await saveEach(records.companies, (company) => r.companies.save(company));
    await saveEach(records.filters, (filter) => r.filters.save(filter));
    await saveEach(records.campaigns, (campaign) => r.campaigns.save(campaign));
    await saveEach(records.employees, (employee) => r.employees.save(employee));
    await saveEach(records.apiKeys, (key) => r.apiKeys.save(key));
    await saveEach(records.profiles, (profile) => r.profiles.save(profile));
    await saveEach(records.users, (user) => r.users.save(user));
    await saveEach(records.permissions, (permission) => r.permissions.save(permission));
    await saveEach(records.userTokens, (token) => r.userTokens.save(token));
    await saveEach(records.webhookEndpoints, (endpoint) => r.webhookEndpoints.save(endpoint));
  });
}

/** Saves `records` (none when absent) one after the other, in their order. */
async function saveEach<T>(records: readonly T[] | undefined, save: (record: T) => Promise<unknown>): Promise<void> {
  for (const record of records ?? []) await save(record);
}

/**
 * A fixed, valid UUID (version-4 shaped) numbered `n`, for tests where the order of ids matters:
 * `contractId(2) > contractId(1)` as text and as a PostgreSQL `uuid`.
 */
export function contractId(n: number): string {
  return `c0c0c0c0-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

/** An id no test stores, for "unknown id" cases. */
export const UNKNOWN_ID = 'ffffffff-ffff-4fff-bfff-ffffffffffff';

/** An id that is not a UUID (an admin command's mistyped `--id`): an unknown id like any other, never an error. */
export const NOT_A_UUID = 'not-a-uuid';

const BASE = Date.UTC(2026, 2, 1, 12, 0, 0);

/** A whole-millisecond instant `seconds` after 2026-03-01T12:00:00Z (safe at microsecond storage precision). */
export function at(seconds: number): Date {
  return new Date(BASE + seconds * 1000);
}

/**
 * The ids a list gives walked by cursor (docs/change-history.md#cursor-pages): `list` is asked for `perPage` records
 * from the start (`after: null`), then after each page's `next` until it is `null`. Each cursor page must count
 * nothing (`total`, `page` and `lastPage` null) and hold at most `perPage` records.
 */
export async function walkByCursor(
  list: (request: PageRequest) => Promise<Page<{ readonly id: string }>>,
  perPage: number,
): Promise<string[]> {
  const ids: string[] = [];
  let after: ListPosition | null = null;
  for (let pages = 0; pages < 1000; pages += 1) {
    const page: Page<{ readonly id: string }> = await list({ page: 1, perPage, cursor: { after } });
    expect([page.total, page.page, page.lastPage, page.items.length <= perPage]).toEqual([null, null, null, true]);
    ids.push(...page.items.map((item) => item.id));
    if (!page.next) return ids;
    after = page.next;
  }
  throw new Error('a cursor walk did not end');
}
