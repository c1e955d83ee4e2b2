import { parseArgs } from 'node:util';
import { ADMIN_CLI_CHANGE, DomainError, EMPLOYEE_RESTORE_CONFLICT, ValidationError } from '@employee/domain';
import { loadConfig } from '../config';
import { buildContainer } from '../container';
import { openInfrastructure } from '../infrastructure';
import { COMMANDS, UsageError, type Flags } from './commands';

function usage(): string {
  return `usage: npm run --silent admin -- <group> <action> [flags]\ncommands: ${Object.keys(COMMANDS).join(', ')}`;
}

/** The words that ask for {@link help}: `help` as the first word, or `--help` / `-h` anywhere. */
function asksForHelp(argv: readonly string[]): boolean {
  return argv[0] === 'help' || argv.includes('--help') || argv.includes('-h');
}

/**
 * The commands `--help` describes: those of the group, or of the group and action, named before it
 * (`admin -- db --help`, `admin -- help db backup`); every command when no name matches.
 */
function helpedCommands(argv: readonly string[]): Array<[string, (typeof COMMANDS)[string]]> {
  const words = argv.filter((word) => !word.startsWith('-') && word !== 'help').slice(0, 2);
  const all = Object.entries(COMMANDS);
  for (let count = words.length; count > 0; count -= 1) {
    const prefix = words.slice(0, count).join(' ');
    const named = all.filter(([name]) => name === prefix || name.startsWith(`${prefix} `));
    if (named.length > 0) return named;
  }
  return all;
}

/**
 * The usage for `--help`: the commands {@link helpedCommands} picks, each with its flags (`[…]` optional), and what a
 * command prints (docs/admin-cli.md).
 */
function help(argv: readonly string[]): string {
  const lines = helpedCommands(argv).map(([name, command]) => {
    const flags = Object.entries(command.flags).map(([flag, type]) => {
      const shown = type === 'boolean' ? `--${flag}` : `--${flag} ${flag.toUpperCase().replace(/-/g, '_')}`;
      return command.required.includes(flag) ? shown : `[${shown}]`;
    });
    return `  ${[name, ...flags].join(' ')}`;
  });
  return [
    'usage: npm run --silent admin -- <group> <action> [flags]',
    'commands:',
    ...lines,
    'Each command prints one JSON document on stdout and exits 0; ' +
      'on failure it prints {"error": "<message>"} on stderr and exits 1.',
    'It reads DATABASE_URL, DATA_DIR, APP_ENV, APP_TIMEZONE and LOG_LEVEL like the server (see .env.example).',
    '',
  ].join('\n');
}

/** The message of a failed command: a domain error's own, with its violations; anything else by name only. */
function messageOf(error: unknown): string {
  if (error instanceof ValidationError && error.code === EMPLOYEE_RESTORE_CONFLICT) {
    return `Cannot restore: an active employee now holds the same ${Object.keys(error.errors).join(', ')}`;
  }
  if (error instanceof ValidationError) {
    const fields = Object.entries(error.errors).map(([field, messages]) => `${field}: ${messages.join('; ')}`);
    return `${error.message} (${fields.join(', ')})`;
  }
  if (
    error instanceof DomainError ||
    error instanceof UsageError ||
    (error instanceof Error && error.name === 'ConfigError')
  ) {
    return error.message;
  }
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * The admin CLI (`npm run --silent admin -- <group> <action> [flags]`), the stand-in for the administrative
 * dashboard: runs one command against `DATABASE_URL` or the embedded database (through the running server's
 * port when it runs), prints exactly one JSON document on stdout and exits 0; on failure prints
 * `{"error": "<message>"}` on stderr and exits 1. Source: docs/contract.md#admin-cli.
 */
async function admin(argv: string[]): Promise<unknown> {
  const [group, action, ...rest] = argv;
  const command = COMMANDS[`${group ?? ''} ${action ?? ''}`];
  if (!command) throw new UsageError(usage());
  let flags: Flags;
  try {
    flags = parseArgs({
      args: rest,
      options: Object.fromEntries(Object.entries(command.flags).map(([name, type]) => [name, { type }])),
      strict: true,
    }).values;
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${usage()}`);
  }
  const missing = command.required.filter((name) => flags[name] === undefined);
  if (missing.length > 0) throw new UsageError(`missing ${missing.map((m) => `--${m}`).join(', ')}`);

  // The CLI uses only the database, time zone, environment and log settings, and PUBLIC_BASE_URL and PORT for the
  // invitation link it prints (as the server's first-start message does): the server's other settings (REDIS_URL,
  // limits, …) are not read, so a value only the server cares about cannot stop it.
  const { DATABASE_URL, DATA_DIR, APP_ENV, APP_TIMEZONE, LOG_LEVEL, PUBLIC_BASE_URL, PORT } = process.env;
  const config = loadConfig(
    { DATABASE_URL, DATA_DIR, APP_ENV, APP_TIMEZONE, LOG_LEVEL: LOG_LEVEL ?? 'warn', PUBLIC_BASE_URL, PORT },
    'administer',
  );
  if (command.withoutContainer === true) {
    return command.run({ databaseUrl: config.databaseUrl ?? undefined, dataDir: config.dataDir }, flags);
  }
  const infrastructure = await openInfrastructure(config, { withRedis: false });
  try {
    const container = await buildContainer(infrastructure);
    // Every change a command makes is audited as the admin CLI's (docs/change-history.md#audit-trail).
    return await infrastructure.changeContexts.run(ADMIN_CLI_CHANGE, () => command.run(container, flags));
  } finally {
    await infrastructure.close();
  }
}

if (asksForHelp(process.argv.slice(2))) {
  process.stdout.write(help(process.argv.slice(2)));
} else {
  admin(process.argv.slice(2)).then(
    (document) => {
      process.stdout.write(`${JSON.stringify(document)}\n`);
    },
    (error: unknown) => {
      process.stderr.write(`${JSON.stringify({ error: messageOf(error) })}\n`);
      process.exitCode = 1;
    },
  );
}
