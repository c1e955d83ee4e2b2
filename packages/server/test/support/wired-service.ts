import type { Campaign, Clock, Employee } from '@employee/domain';
import { openTestDatabase, type TestDatabase } from '@employee/persistence-typeorm/testing';
import type { Container } from 'inversify';
import { buildContainer, loadConfig, openInfrastructure, type Infrastructure } from '../../src';
import { TOKENS } from '../../src/tokens';
import { cleanUp } from './clean-up';

/** The service as `npm start` wires it, in the test process: its database, infrastructure and container. */
export interface WiredService {
  readonly database: TestDatabase;
  readonly infrastructure: Infrastructure;
  readonly container: Container;
  /** Closes the infrastructure, then the database. */
  close(): Promise<void>;
}

/** The service on a fresh PostgreSQL database (`TEST_POSTGRES_URL`), no Redis, silent logs, `clock` as its clock. */
export async function wiredService(clock: Clock): Promise<WiredService> {
  const database = await openTestDatabase('postgres');
  const config = loadConfig({ DATABASE_URL: database.url as string, LOG_LEVEL: 'silent' });
  const infrastructure = await openInfrastructure(config, { withRedis: false });
  const container = await buildContainer(infrastructure);
  container.rebind(TOKENS.clock).toConstantValue(clock);
  return {
    database,
    infrastructure,
    container,
    close: () => cleanUp([() => infrastructure.close(), () => database.close()]),
  };
}

/**
 * The answers of `AnswerInvitations`' `answersOf`: `likert` (1–5) to every scale question, `nps` (0–10) to every
 * 0–10 question, open questions left unanswered.
 */
export function uniformAnswers(likert: number, nps: number) {
  return (_employee: Employee, campaign: Campaign) => ({
    answers: campaign.questionnaire.questions
      .filter((q) => q.kind !== 'open')
      .map((q) => ({ question_id: q.id, value: q.kind === 'likert' ? likert : nps })),
  });
}
