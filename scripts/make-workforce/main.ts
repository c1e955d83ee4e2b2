#!/usr/bin/env node
/**
 * CLI: writes a seeded, realistic Brazilian HR workforce export (CSV) to `--out FILE` or stdout, and a
 * one-line summary (rows, defects by kind, dismissed, the flags that re-make the file) to stderr.
 * Exit status 0; 2 on a bad flag (message and usage on stderr). See {@link USAGE}.
 */
import { writeFileSync } from 'node:fs';
import { UsageError } from '../cli/flags';
import { parseCli, USAGE } from './cli-options';
import { summarise } from './summary';
import { generateWorkforce, workforceCsv } from './workforce';

function fail(message: string): void {
  process.stderr.write(`make-workforce: ${message}\n${USAGE}\n`);
  process.exitCode = 2;
}

function main(): void {
  let request;
  let employees;
  try {
    request = parseCli(process.argv.slice(2), new Date());
    if (request === 'help') {
      process.stdout.write(`${USAGE}\n`);
      return;
    }
    employees = generateWorkforce(request.workforce);
  } catch (error) {
    if (error instanceof UsageError || error instanceof RangeError) return fail(error.message);
    throw error;
  }
  const csv = workforceCsv(employees, request.columnNames);
  if (request.out === undefined) {
    process.stdout.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error; // EPIPE: the reader stopped early (`| head`), which is fine
    });
    process.stdout.write(csv);
  } else {
    writeFileSync(request.out, csv);
  }
  process.stderr.write(`make-workforce: ${summarise(employees, request.workforce, request.columnNames)}\n`);
}

main();
