#!/usr/bin/env node
/**
 * CLI: answers the pending invitations of an open campaign with realistic, reproducible answers
 * ({@link generatedAnswers}), through the domain's `AnswerInvitations` against the server's database, with a progress
 * bar on stderr and one JSON line on stdout: `{"campaign_id", "answered", "seconds"}`. Exit status 0; 2 on a bad
 * flag, 1 when the campaign cannot be answered (message on stderr). See {@link USAGE}.
 */
import { AnswerInvitations, DateBR, DomainError } from '@employee/domain';
import { buildContainer, generatedAnswers, loadConfig, openInfrastructure } from '@employee/server';
import { UsageError } from '../cli/flags';
import { progress, type Progress } from '../cli/progress';
import { parseCli, USAGE, type MakeResponsesRequest } from './cli-options';

async function answer(request: MakeResponsesRequest): Promise<void> {
  const { DATABASE_URL, DATA_DIR, APP_ENV, APP_TIMEZONE } = process.env;
  const config = loadConfig({ DATABASE_URL, DATA_DIR, APP_ENV, APP_TIMEZONE, LOG_LEVEL: 'warn' }, 'administer');
  const infrastructure = await openInfrastructure(config, { withRedis: false });
  try {
    const container = await buildContainer(infrastructure);
    const started = Date.now();
    const today = DateBR.today(new Date(), config.timeZone);
    let bar: Progress | null = null;
    let reported = 0;
    const answered = await container.get(AnswerInvitations).execute({
      campaignId: request.campaignId,
      answersOf: (employee, campaign) => generatedAnswers(employee, campaign, { ...request, today }),
      batchSize: 1000,
      onProgress: (done, total) => {
        bar ??= progress('make-responses', total, 'invitations');
        bar.add(done - reported);
        reported = done;
      },
    });
    (bar as Progress | null)?.done();
    const seconds = Number(((Date.now() - started) / 1000).toFixed(1));
    process.stdout.write(`${JSON.stringify({ campaign_id: request.campaignId, answered, seconds })}\n`);
  } finally {
    await infrastructure.close();
  }
}

async function main(): Promise<void> {
  let request;
  try {
    request = parseCli(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`make-responses: ${error.message}\n${USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  if (request === 'help') return void process.stdout.write(`${USAGE}\n`);
  try {
    await answer(request);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    process.stderr.write(`make-responses: ${error.message}\n`);
    process.exitCode = 1;
  }
}

void main();
