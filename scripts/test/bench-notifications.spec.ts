import { describe, expect, it } from '@jest/globals';
import { checkMails } from '../bench-notifications/checks';
import { deliveryFigures, passFigures, passLineOf } from '../bench-notifications/figures';
import { messageIdOf } from '../bench-notifications/smtp-counter';

const CAMPAIGN = '11111111-1111-4111-8111-111111111111';
const invitee = (id: string, email: string | null, mobile: string | null = null) => ({
  id,
  email,
  mobile,
  language: 'pt-BR',
});
const mail = (employee: string, to: string, at = 0) => ({
  messageId: `${CAMPAIGN}.${employee}.0@bench.example`,
  to: [to],
  at,
});

describe('messageIdOf', () => {
  it('reads the Message-ID of a header block, whatever the case of its name, without the brackets', () => {
    const header = 'From: a@b.example\r\nmessage-id: <c.e.0@bench.example>\r\nSubject: x';
    expect(messageIdOf(header)).toBe('c.e.0@bench.example');
    expect(messageIdOf('Subject: none')).toBe('');
  });
});

describe('checkMails', () => {
  const invitees = [invitee('e1', 'a@x.example'), invitee('e2', 'b@x.example'), invitee('e3', null, '+5511999990000')];

  it('counts one message per employee with an address as all well', () => {
    expect(checkMails([mail('e1', 'a@x.example'), mail('e2', 'b@x.example')], invitees, CAMPAIGN)).toEqual({
      expected: 2,
      received: 2,
      distinct: 2,
      duplicates: 0,
      missing: 0,
      unexpected: 0,
      wrongRecipient: 0,
    });
  });

  it('names a copy, a missing employee, a message to an SMS-only employee and a wrong envelope recipient', () => {
    const mails = [mail('e1', 'a@x.example'), mail('e1', 'a@x.example'), mail('e3', 'c@x.example')];
    expect(checkMails(mails, invitees, CAMPAIGN)).toMatchObject({ duplicates: 1, missing: 1, unexpected: 1 });
    expect(checkMails([mail('e1', 'b@x.example')], invitees, CAMPAIGN)).toMatchObject({ wrongRecipient: 1 });
  });
});

describe('deliveryFigures', () => {
  it('times the first and last distinct message from the open, and the rate between the 10th and 90th centile', () => {
    const mails = Array.from({ length: 100 }, (_, i) => mail(`e${i}`, 'a@x.example', 1_000 + i * 10));
    const figures = deliveryFigures([...mails, mail('e99', 'a@x.example', 9_000)], 0, 200);
    expect(figures).toMatchObject({ openMs: 200, firstMs: 1_000, lastMs: 1_990 });
    expect(figures.overallRate).toBeCloseTo(100 / 1.99);
    expect(figures.steadyRate).toBeCloseTo(100);
  });
});

describe('passFigures', () => {
  it('reads the workers’ pass lines and times each pass from the end of the one before, per worker', () => {
    const line = (time: number, claimed: number) =>
      JSON.stringify({ level: 20, time, claimed, sent: claimed, msg: 'invitation messages' });
    const lines = [
      passLineOf(0, line(1_000, 50)),
      passLineOf(0, line(1_200, 50)),
      passLineOf(1, line(1_100, 50)),
      passLineOf(1, line(1_400, 10)),
    ];
    expect(passLineOf(0, JSON.stringify({ msg: 'listening' }))).toBeNull();
    const figures = passFigures(
      lines.filter((l) => l !== null),
      2,
    );
    expect(figures).toMatchObject({ passes: 4, meanClaimed: 40, deferred: 0, sentByWorker: [100, 60] });
    expect(figures.durationMs).toMatchObject({ count: 2, p50: 200, max: 300 });
  });
});
