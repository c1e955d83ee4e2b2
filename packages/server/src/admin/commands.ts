import {
  CreateCampaign,
  CreateCompany,
  CreateFilter,
  InspectEmployee,
  IssueApiKey,
  RestoreEmployee,
  RevokeApiKey,
  SetCompanyRateLimit,
  ListCampaignMembers,
  SettleDueFirings,
  formatTimestamp,
  toCompanyView,
  toEmployeeRecordView,
  toFilterView,
} from '@employee/domain';
import { migrate } from '@employee/persistence-typeorm';
import type { Container } from 'inversify';
import { TOKENS } from '../tokens';

/** The flags of one command line (`--name N` → `{name: 'N'}`, `--required` → `{required: true}`). */
export type Flags = Record<string, string | boolean | undefined>;

/** One admin command: the flags it takes and what it does; it returns the JSON document to print. */
export interface AdminCommand {
  readonly flags: Record<string, 'string' | 'boolean'>;
  readonly required: readonly string[];
  run(container: Container, flags: Flags): Promise<unknown>;
}

const text = (flags: Flags, name: string): string => String(flags[name] ?? '');
const timeZoneOf = (container: Container): string => container.get(TOKENS.settings).timeZone;

/**
 * The admin CLI's commands, by `<group> <action>`, each printing the document the decisions page gives.
 * Source: product decisions, Admin CLI.
 */
export const COMMANDS: Record<string, AdminCommand> = {
  'db migrate': {
    flags: {},
    required: [],
    run: async (c) => ({ migrated: await migrate(c.get(TOKENS.infrastructure).database.dataSource) }),
  },
  'company create': {
    flags: { name: 'string', 'identify-key': 'string', parent: 'string' },
    required: ['name', 'identify-key'],
    run: async (c, f) => {
      const company = await c.get(CreateCompany).execute({
        name: text(f, 'name'),
        identify_key: text(f, 'identify-key'),
        parent_id: typeof f.parent === 'string' ? f.parent : null,
      });
      return { ...toCompanyView(company, timeZoneOf(c)), rate_limit_per_minute: company.rateLimitPerMinute };
    },
  },
  /** `--per-minute default` returns the company to the configured limit. */
  'company set-rate-limit': {
    flags: { company: 'string', 'per-minute': 'string' },
    required: ['company', 'per-minute'],
    run: async (c, f) => {
      const raw = text(f, 'per-minute');
      const perMinute = raw === 'default' ? null : /^\d+$/.test(raw) ? Number(raw) : raw;
      const company = await c.get(SetCompanyRateLimit).execute({ company_id: text(f, 'company'), per_minute: perMinute });
      return { ...toCompanyView(company, timeZoneOf(c)), rate_limit_per_minute: company.rateLimitPerMinute };
    },
  },
  'key issue': {
    flags: { company: 'string' },
    required: ['company'],
    run: async (c, f) => {
      const issued = await c.get(IssueApiKey).execute({ company_id: text(f, 'company') });
      return { ...issued, created_at: formatTimestamp(issued.created_at, timeZoneOf(c)) };
    },
  },
  'key revoke': {
    flags: { company: 'string' },
    required: ['company'],
    run: (c, f) => c.get(RevokeApiKey).execute({ company_id: text(f, 'company') }),
  },
  'filter create': {
    flags: { company: 'string', key: 'string', name: 'string', required: 'boolean', 'default-value': 'string' },
    required: ['company', 'key'],
    run: async (c, f) => {
      const filter = await c.get(CreateFilter).execute({
        company_id: text(f, 'company'),
        key: text(f, 'key'),
        ...(typeof f.name === 'string' ? { name: f.name } : {}),
        is_required: f.required === true,
        ...(typeof f['default-value'] === 'string' ? { default_value: f['default-value'] } : {}),
      });
      return toFilterView(filter, timeZoneOf(c));
    },
  },
  'campaign create': {
    flags: { company: 'string', name: 'string', inactive: 'boolean' },
    required: ['company', 'name'],
    run: async (c, f) => {
      const campaign = await c.get(CreateCampaign).execute({ company_id: text(f, 'company'), name: text(f, 'name'), is_active: f.inactive !== true });
      return { id: campaign.id, name: campaign.name, is_active: campaign.isActive };
    },
  },
  'campaign members': {
    flags: { campaign: 'string' },
    required: ['campaign'],
    run: (c, f) => c.get(ListCampaignMembers).execute({ campaign_id: text(f, 'campaign') }),
  },
  'employee inspect': {
    flags: { id: 'string' },
    required: ['id'],
    run: async (c, f) => toEmployeeRecordView(await c.get(InspectEmployee).execute({ id: text(f, 'id') }), timeZoneOf(c)),
  },
  'employee restore': {
    flags: { id: 'string' },
    required: ['id'],
    run: async (c, f) => toEmployeeRecordView(await c.get(RestoreEmployee).execute({ id: text(f, 'id') }), timeZoneOf(c)),
  },
  'firings settle': {
    flags: {},
    required: [],
    run: (c) => c.get(SettleDueFirings).execute(),
  },
};
