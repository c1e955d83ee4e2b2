import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { DeliverInvitations, SubmitResponse, TransitionCampaign, type Campaign, type Employee } from '@employee/domain';
import { aCampaign, aCompany, anEmployee, FixedClock } from '@employee/domain/testing';
import { openTestDatabase, type TestDatabase } from '@employee/persistence-typeorm/testing';
import { buildContainer } from '../src/container';
import { loadConfig } from '../src/config';
import { openInfrastructure, type Infrastructure } from '../src/infrastructure';
import { TOKENS } from '../src/tokens';
import { cleanUp } from './support/clean-up';
import { describeWhen, postgresMissing } from './support/describe-when';
import { MailSink } from './support/mail-sink';
import { surveyTokenIn } from './support/notification-fixtures';

/**
 * Reminders of a `platform` campaign seen at a real SMTP server (docs/notifications.md#reminders): the service's own
 * container (as `npm start` wires it) over PostgreSQL, its clock a test clock, its e-mail going to an SMTP server in
 * this process. A campaign with reminder days 3 and 7 opened at 09:00 on a Monday in São Paulo: its six invitations go
 * at once; two employees answer through the link their mail carried; on day 3 the four others, and only they, get a
 * reminder with the same link; on day 7 at 21:00 nothing goes (night), at 08:00 the next day the second reminder;
 * after that, nothing more.
 */
describeWhen(postgresMissing(), 'notifications: reminders on the campaign days, to those who have not answered', () => {
  const clock = new FixedClock('2026-11-02T09:00:00-03:00');
  let database: TestDatabase | null = null;
  let infrastructure: Infrastructure | null = null;
  let sink: MailSink | null = null;
  let deliver: DeliverInvitations;
  let campaign: Campaign;
  let employees: Employee[] = [];

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    sink = await MailSink.listen();
    const config = loadConfig({
      DATABASE_URL: database.url as string,
      SMTP_URL: sink.smtpUrl,
      MAIL_FROM: 'Pesquisa Teste <pesquisa@exemplo.test>',
      LOG_LEVEL: 'silent',
    });
    infrastructure = await openInfrastructure(config, { withRedis: false });
    const container = await buildContainer(infrastructure);
    container.rebind(TOKENS.clock).toConstantValue(clock);
    const company = aCompany().named('Empresa Lembretes').build();
    campaign = aCampaign().of(company).inStatus('draft').build();
    employees = ['Ana', 'Bia', 'Caio', 'Davi', 'Eva', 'Gil'].map((first) =>
      anEmployee()
        .of(company)
        .named(`${first} Lembrada Silva`)
        .withEmail(`${first.toLowerCase()}@lembretes.test`)
        .inCampaigns(campaign.id)
        .build(),
    );
    const uow = container.get(TOKENS.unitOfWork);
    await uow.run(async (r) => {
      await r.companies.save(company);
      await r.campaigns.save(campaign);
      for (const employee of employees) await r.employees.save(employee);
    });
    await container.get(TransitionCampaign).execute({ companyId: company.id, id: campaign.id, transition: 'open' });
    campaign = (await uow.run((r) => r.campaigns.ofId(campaign.id)))!;
    deliver = await container.getAsync(DeliverInvitations);
    submit = container.get(SubmitResponse);
  }, 60_000);

  let submit: SubmitResponse;
  afterAll(() => cleanUp([() => infrastructure?.close(), () => database?.close(), () => sink?.close()]), 60_000);

  /** Runs passes until one claims nothing; answers the mails that arrived meanwhile, by address. */
  async function passes(): Promise<Map<string, string>> {
    const before = sink!.mails.length;
    while ((await deliver.execute()).claimed > 0);
    const arrived = sink!.mails.slice(before);
    const to = new Map(arrived.map((mail) => [mail.to.join(','), mail.subject]));
    expect(to.size).toBe(arrived.length);
    return to;
  }
  const emailOf = (e: Employee) => e.toProps().email!.value;
  const addresses = (list: Employee[]) => list.map(emailOf).sort();

  it('reminds exactly those who have not answered, on days 3 and 7, by day only, with the same link', async () => {
    const invitations = await passes();
    expect([...invitations.keys()].sort()).toEqual(addresses(employees));
    const tokenOf = new Map(employees.map((e) => [e.id, surveyTokenIn(sink!.mailsTo(emailOf(e))[0]!.text)!]));

    const [ana, bia, ...others] = employees as [Employee, Employee, ...Employee[]];
    const answers = campaign.questionnaire.questions
      .filter((q) => q.kind !== 'open')
      .map((q) => ({ question_id: q.id, value: q.kind === 'likert' ? 4 : 9 }));
    for (const respondent of [ana, bia])
      await submit.execute({ token: tokenOf.get(respondent.id)!, body: { answers } });

    clock.set('2026-11-05T08:59:00-03:00'); // day 3 comes at 09:00
    expect((await passes()).size).toBe(0);
    clock.set('2026-11-05T09:01:00-03:00');
    const first = await passes();
    expect([...first.keys()].sort()).toEqual(addresses(others));
    expect([...first.values()].every((subject) => subject.startsWith('Lembrete:'))).toBe(true);
    for (const employee of others) {
      const [invitation, reminder] = sink!.mailsTo(emailOf(employee));
      expect(surveyTokenIn(reminder!.text)).toBe(surveyTokenIn(invitation!.text));
      expect(reminder!.messageId).toBe(`<${campaign.id}.${employee.id}.1@exemplo.test>`);
    }
    expect((await passes()).size).toBe(0);

    clock.set('2026-11-09T21:00:00-03:00'); // day 7 has come, but at night
    expect((await passes()).size).toBe(0);
    clock.set('2026-11-10T08:00:00-03:00');
    expect([...(await passes()).keys()].sort()).toEqual(addresses(others));

    clock.set('2026-11-25T10:00:00-03:00');
    expect((await passes()).size).toBe(0);
    expect(sink!.mailsTo(emailOf(ana))).toHaveLength(1);
  }, 60_000);
});
