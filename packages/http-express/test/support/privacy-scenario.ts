import { randomUUID } from 'node:crypto';
import { IssueInvitationLinks, SettleDueFirings, SubmitResponse } from '@employee/domain';
import { aWebhookEndpoint, uniqueCpf, uniqueEmail, uniqueMobile } from '@employee/domain/testing';
import { TypeOrmIdempotencyKeys } from '@employee/persistence-typeorm';
import type { TestDatabase } from '@employee/persistence-typeorm/testing';
import { expect } from '@jest/globals';
import request from 'supertest';
import { SETTINGS, SURVEY_LINK_BOX, SURVEY_TOKENS, buildTestApp, type TestApp } from './test-app';

/** The values one person is given, each found nowhere else in the database (docs/lgpd.md#anonymisation). */
export interface PersonValues {
  readonly name: string;
  readonly socialName: string;
  readonly email: string;
  readonly phone: string;
  readonly document: string;
  readonly internalId: string;
  /** `dd/mm/yyyy`. */
  readonly birthdate: string;
  /** The birthdate as storage writes it, `yyyy-mm-dd`. */
  readonly birthdateIso: string;
  readonly reason: string;
  readonly fieldValue: string;
  readonly openAnswer: string;
}

/** A person of the scenario: their id and values. */
export interface ScenarioPerson {
  readonly id: string;
  readonly values: PersonValues;
}

function valuesOf(tag: string, day: string, month: string, year: string): PersonValues {
  return {
    name: `Heloísa ${tag} Quintanilha`,
    socialName: `Helô ${tag} Prado`,
    email: uniqueEmail(),
    phone: uniqueMobile(),
    document: uniqueCpf(),
    internalId: `MAT-${tag}-80417`,
    birthdate: `${day}/${month}/${year}`,
    birthdateIso: `${year}-${month}-${day}`,
    reason: `Mudança para ${tag} Lisboa`,
    fieldValue: `Tesouraria ${tag} Central`,
    openAnswer: `Meu gestor ${tag} não dá retorno sobre as entregas.`,
  };
}

/**
 * A test app over `database` whose `Idempotency-Key` answers are stored in it, a webhook endpoint of the seeded
 * company subscribed to every event, and two people ("Alfa", the subject, and "Bravo") created through the API with
 * every employee column set (a voluntary firing recorded, so `firing_settles_at` too) and an `Idempotency-Key`,
 * changed once, invited to the seeded campaign and having answered it with an open answer.
 */
export async function privacyScenario(database: TestDatabase) {
  const t: TestApp = await buildTestApp(database, {
    rateLimitPerMinute: 1_000_000,
    idempotencyKeys: new TypeOrmIdempotencyKeys(database.dataSource),
  });
  await t.uow.run((r) => r.webhookEndpoints.save(aWebhookEndpoint().of(t.company).build()));
  const ids = { next: () => randomUUID() };
  const issue = new IssueInvitationLinks(t.uow, SURVEY_TOKENS, SURVEY_LINK_BOX);
  const submit = new SubmitResponse(t.uow, SURVEY_TOKENS, t.clock, ids, SETTINGS);
  const auth = { Authorization: `Bearer ${t.key}` };

  async function person(tag: string, day: string, month: string, year: string): Promise<ScenarioPerson> {
    const values = valuesOf(tag, day, month, year);
    const created = await request(t.app)
      .post('/api/v1/employees')
      .set({ ...auth, 'Idempotency-Key': `create-${tag}` })
      .send({
        name: values.name,
        social_name: values.socialName,
        email: values.email,
        phone: values.phone,
        document: values.document,
        internal_id: values.internalId,
        birthdate: values.birthdate,
        hiring_date: '20/07/2015',
        firing_date: '21/11/2026',
        is_voluntary_firing: true,
        reason_firing: values.reason,
        is_on_leave: true,
        language: 'es',
        include_campaign: true,
        fields: [{ key: 'department', value: values.fieldValue }],
      });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    t.clock.advanceSeconds(1);
    const updated = await request(t.app)
      .put(`/api/v1/employees/${id}`)
      .set({ ...auth, 'Idempotency-Key': `update-${tag}` })
      .send({ is_on_leave: false, remove_campaign: false });
    expect(updated.status).toBe(200);
    const links = await issue.execute({ companyId: t.company.id, campaignId: t.campaign.id });
    const token = links.find((l) => l.employeeId === id)?.token as string;
    const firstOpen = t.campaign.questionnaire.questions.find((q) => q.kind === 'open');
    const answers = t.campaign.questionnaire.questions.flatMap(
      (q): { question_id: string; value: number | string }[] => {
        if (q.kind === 'open') return q === firstOpen ? [{ question_id: q.id, value: values.openAnswer }] : [];
        return [{ question_id: q.id, value: q.kind === 'likert' ? 4 : 8 }];
      },
    );
    await submit.execute({ token, body: { answers } });
    return { id, values };
  }

  const subject = await person('Alfa', '17', '04', '1987');
  const other = await person('Bravo', '03', '09', '1979');
  return {
    t,
    subject,
    other,
    auth,
    /** Settles the recorded firings (both people become voluntary leavers). */
    settle: () => {
      t.clock.advanceSeconds(SETTINGS.firingSettleDelaySeconds + 1);
      return new SettleDueFirings(t.uow, t.clock).execute();
    },
  };
}
