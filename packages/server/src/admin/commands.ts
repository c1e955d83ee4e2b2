import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import {
  AnonymiseEmployee,
  CreateCampaign,
  CreateCompany,
  CreateFilter,
  DisableUserAsOperator,
  ExportPersonalData,
  FindValueHolder,
  InspectEmployee,
  InviteUserAsOperator,
  IssueApiKey,
  RestoreEmployee,
  RevokeApiKey,
  SetCompanyOtp,
  SetCompanyRateLimit,
  SetCompanyReportMinGroupSize,
  ListCampaignMembers,
  SettleDueFirings,
  VerifyAuditChain,
  formatTimestamp,
  type Company,
  type GlobalUniqueField,
} from '@employee/domain';
import { backupDatabase, migrate, restoreDatabase } from '@employee/persistence-typeorm';
import {
  invitationUrl,
  toAnonymisedEmployeeView,
  toCompanyView,
  toEmployeeRecordView,
  toFilterView,
  toPersonalDataExportView,
  toUserView,
} from '@employee/wire';
import type { Container } from 'inversify';
import { printedLinkOrigin } from '../config';
import { TOKENS } from '../tokens';

/** The flags of one command line (`--name N` → `{name: 'N'}`, `--required` → `{required: true}`). */
export type Flags = Record<string, string | boolean | undefined>;

/** A mistake in the command line itself (unknown command, missing, unknown or conflicting flags). */
export class UsageError extends Error {}

/** The flags an admin command takes: their types, and which must be given. */
interface CommandLine {
  readonly flags: Record<string, 'string' | 'boolean'>;
  readonly required: readonly string[];
}

/** A command on the service's container (the database open through it); returns the JSON document to print. */
interface ContainerCommand extends CommandLine {
  readonly withoutContainer?: false;
  run(container: Container, flags: Flags): Promise<unknown>;
}

/**
 * A command on the database's files themselves (`db backup`, `db restore`), run without the container: it
 * opens, or refuses to open, the database on its own terms.
 */
interface DatabaseFilesCommand extends CommandLine {
  readonly withoutContainer: true;
  run(database: { databaseUrl?: string; dataDir: string }, flags: Flags): Promise<unknown>;
}

/** One admin command: the flags it takes and what it does; it returns the JSON document to print. */
export type AdminCommand = ContainerCommand | DatabaseFilesCommand;

const text = (flags: Flags, name: string): string => String(flags[name] ?? '');
const timeZoneOf = (container: Container): string => container.get(TOKENS.settings).timeZone;
/**
 * A company as the `company` commands print it: its API form, its own rate limit, its one-time-password setting and
 * its own minimum group size of the reports.
 */
const companyDocument = (company: Company, timeZone: string) => ({
  ...toCompanyView(company, timeZone),
  rate_limit_per_minute: company.rateLimitPerMinute,
  otp_required: company.otpRequired,
  report_min_group_size: company.reportMinGroupSize,
});
/** A whole number given on the command line, `default` as `null`, anything else as given (the domain refuses it). */
const countOrDefault = (raw: string): number | string | null =>
  raw === 'default' ? null : /^\d+$/.test(raw) ? Number(raw) : raw;

const HOLDER_FIELDS: readonly GlobalUniqueField[] = ['document', 'email', 'phone'];

/**
 * The admin CLI's commands, by `<group> <action>`, each printing the document the contract gives.
 * Source: docs/contract.md#admin-cli.
 */
export const COMMANDS: Record<string, AdminCommand> = {
  'db migrate': {
    flags: {},
    required: [],
    run: async (c) => ({ migrated: await migrate(c.get(TOKENS.infrastructure).database.dataSource) }),
  },
  /** pg_dump's custom format, or PGlite's archive (from the server when one runs): docs/operations.md#backups. */
  'db backup': {
    flags: { to: 'string' },
    required: ['to'],
    withoutContainer: true,
    run: async (database, f) => {
      const file = resolve(text(f, 'to'));
      const kind = await backupDatabase(database, file);
      return { backup: file, kind, bytes: (await stat(file)).size };
    },
  },
  /** Into a fresh database only (an empty PostgreSQL database, or a `DATA_DIR` without one), never a served one. */
  'db restore': {
    flags: { from: 'string' },
    required: ['from'],
    withoutContainer: true,
    run: async (database, f) => {
      const file = resolve(text(f, 'from'));
      return { restored: file, kind: await restoreDatabase(database, file) };
    },
  },
  'company create': {
    flags: { name: 'string', 'identify-key': 'string', parent: 'string' },
    required: ['name', 'identify-key'],
    run: async (c, f) => {
      const company = await c.get(CreateCompany).execute({
        name: text(f, 'name'),
        identifyKey: text(f, 'identify-key'),
        parentId: typeof f.parent === 'string' ? f.parent : null,
      });
      return companyDocument(company, timeZoneOf(c));
    },
  },
  /** `--per-minute default` returns the company to the configured limit. */
  'company set-rate-limit': {
    flags: { company: 'string', 'per-minute': 'string' },
    required: ['company', 'per-minute'],
    run: async (c, f) => {
      const perMinute = countOrDefault(text(f, 'per-minute'));
      const company = await c.get(SetCompanyRateLimit).execute({ companyId: text(f, 'company'), perMinute });
      return companyDocument(company, timeZoneOf(c));
    },
  },
  /** `--size default` returns the company to `REPORT_MIN_GROUP_SIZE` (docs/reports.md#anonymity). */
  'company set-report-min-group-size': {
    flags: { company: 'string', size: 'string' },
    required: ['company', 'size'],
    run: async (c, f) => {
      const size = countOrDefault(text(f, 'size'));
      const company = await c.get(SetCompanyReportMinGroupSize).execute({ companyId: text(f, 'company'), size });
      return companyDocument(company, timeZoneOf(c));
    },
  },
  /** `--required true|false` (docs/access.md#the-companys-one-time-password-setting). */
  'company set-otp': {
    flags: { company: 'string', required: 'string' },
    required: ['company', 'required'],
    run: async (c, f) => {
      const raw = text(f, 'required');
      const required = raw === 'true' ? true : raw === 'false' ? false : raw;
      return companyDocument(
        await c.get(SetCompanyOtp).execute({ companyId: text(f, 'company'), required }),
        timeZoneOf(c),
      );
    },
  },
  'key issue': {
    flags: { company: 'string' },
    required: ['company'],
    run: async (c, f) => {
      const issued = await c.get(IssueApiKey).execute({ companyId: text(f, 'company') });
      return {
        company_id: issued.companyId,
        key: issued.key,
        prefix: issued.prefix,
        created_at: formatTimestamp(issued.createdAt, timeZoneOf(c)),
      };
    },
  },
  'key revoke': {
    flags: { company: 'string' },
    required: ['company'],
    run: async (c, f) => {
      const revoked = await c.get(RevokeApiKey).execute({ companyId: text(f, 'company') });
      return { company_id: revoked.companyId, revoked: revoked.revoked };
    },
  },
  /** Prints the user and, this once, the invitation link to hand over (docs/access.md#users). */
  'user create': {
    flags: { company: 'string', name: 'string', email: 'string', profile: 'string' },
    required: ['company', 'name', 'email', 'profile'],
    run: async (c, f) => {
      const created = await c.get(InviteUserAsOperator).execute({
        companyId: text(f, 'company'),
        name: text(f, 'name'),
        email: text(f, 'email'),
        profileName: text(f, 'profile'),
      });
      const { config } = c.get(TOKENS.infrastructure);
      return {
        ...toUserView(created.user, timeZoneOf(c)),
        invitation_url: invitationUrl(printedLinkOrigin(config, config.port), created.invitationToken),
      };
    },
  },
  'user disable': {
    flags: { id: 'string' },
    required: ['id'],
    run: async (c, f) => toUserView(await c.get(DisableUserAsOperator).execute({ id: text(f, 'id') }), timeZoneOf(c)),
  },
  'filter create': {
    flags: { company: 'string', key: 'string', name: 'string', required: 'boolean', 'default-value': 'string' },
    required: ['company', 'key'],
    run: async (c, f) => {
      const filter = await c.get(CreateFilter).execute({
        companyId: text(f, 'company'),
        key: text(f, 'key'),
        ...(typeof f.name === 'string' ? { name: f.name } : {}),
        isRequired: f.required === true,
        ...(typeof f['default-value'] === 'string' ? { defaultValue: f['default-value'] } : {}),
      });
      return toFilterView(filter, timeZoneOf(c));
    },
  },
  'campaign create': {
    flags: { company: 'string', name: 'string', inactive: 'boolean', questionnaire: 'string', distribution: 'string' },
    required: ['company', 'name'],
    run: async (c, f) => {
      if (f.questionnaire !== undefined && f.questionnaire !== 'standard')
        throw new UsageError('campaign create: --questionnaire takes only "standard" (the default)');
      const status = f.inactive === true ? 'draft' : 'open';
      const campaign = await c
        .get(CreateCampaign)
        .execute({ companyId: text(f, 'company'), name: text(f, 'name'), status, distribution: f.distribution });
      return { id: campaign.id, name: campaign.name, is_active: campaign.isActive };
    },
  },
  'campaign members': {
    flags: { campaign: 'string' },
    required: ['campaign'],
    run: async (c, f) => {
      const members = await c.get(ListCampaignMembers).execute({ campaignId: text(f, 'campaign') });
      return { campaign_id: members.campaignId, employee_ids: members.employeeIds };
    },
  },
  'employee inspect': {
    flags: { id: 'string' },
    required: ['id'],
    run: async (c, f) =>
      toEmployeeRecordView(await c.get(InspectEmployee).execute({ id: text(f, 'id') }), timeZoneOf(c)),
  },
  'employee restore': {
    flags: { id: 'string' },
    required: ['id'],
    run: async (c, f) =>
      toEmployeeRecordView(await c.get(RestoreEmployee).execute({ id: text(f, 'id') }), timeZoneOf(c)),
  },
  /**
   * The data-subject export of an employee of any company (docs/lgpd.md): the `data` of
   * `GET /v1/employees/{id}/personal-data`, the export audited with the CLI as its actor.
   */
  'employee export': {
    flags: { id: 'string' },
    required: ['id'],
    run: async (c, f) => {
      const employee = await c.get(InspectEmployee).execute({ id: text(f, 'id') });
      const exported = await c
        .get(ExportPersonalData)
        .execute({ companyId: employee.companyId, employeeId: employee.id });
      return toPersonalDataExportView(exported, timeZoneOf(c));
    },
  },
  /** Irreversible (docs/lgpd.md); prints the `data` of `POST /v1/employees/{id}/anonymise`. */
  'employee anonymise': {
    flags: { id: 'string' },
    required: ['id'],
    run: async (c, f) =>
      toAnonymisedEmployeeView(await c.get(AnonymiseEmployee).execute({ employeeId: text(f, 'id') }), timeZoneOf(c)),
  },
  /** Exactly one of `--document`, `--email`, `--phone`; prints the holder's company, never the value. */
  'employee holder': {
    flags: { document: 'string', email: 'string', phone: 'string' },
    required: [],
    run: async (c, f) => {
      const given = HOLDER_FIELDS.filter((field) => typeof f[field] === 'string');
      if (given.length !== 1) throw new UsageError('employee holder takes exactly one of --document, --email, --phone');
      const [field] = given as [GlobalUniqueField];
      const holding = await c.get(FindValueHolder).execute({ field, value: text(f, field) });
      return {
        field,
        company: holding.company && { id: holding.company.id, name: holding.company.name },
        employee_id: holding.employeeId,
      };
    },
  },
  'firings settle': {
    flags: {},
    required: [],
    run: (c) => c.get(SettleDueFirings).execute(),
  },
  'audit verify': {
    flags: { company: 'string' },
    required: ['company'],
    run: async (c, f) => {
      const report = await c.get(VerifyAuditChain).execute({ companyId: f.company as string });
      return {
        company_id: report.companyId,
        events: report.events,
        ok: report.firstBroken === null,
        first_broken:
          report.firstBroken === null
            ? null
            : { id: report.firstBroken.id, seq: report.firstBroken.seq, reason: report.firstBroken.reason },
      };
    },
  },
};
