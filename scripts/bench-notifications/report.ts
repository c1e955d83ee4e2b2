import type { BenchResults } from './main';

const count = (value: number): string => value.toLocaleString('en');
const seconds = (ms: number | null): string => (ms === null ? '–' : (ms / 1000).toFixed(1));
const cpu = (value: number | null): string => (value === null ? '–' : value.toFixed(1));
const mb = (value: number | null): string => (value === null ? '–' : value.toFixed(0));
const load = (values: readonly number[]): string => values.map((v) => v.toFixed(2)).join(' ');
const plural = (n: number, word: string): string => `${word}${n === 1 ? '' : 's'}`;

/** What was sent, by what, with which settings, and when. */
function intro({ settings, invitations, mail, sms, serverSettings, openedAtLocalHour, loadMs }: BenchResults): string {
  const settingsText = Object.entries(serverSettings)
    .map(([name, value]) => `\`${name}=${value}\``)
    .join(', ');
  const reminders = openedAtLocalHour >= 8 && openedAtLocalHour < 20 ? 'may' : 'may not';
  return (
    `${count(settings.employees)} employees, ${count(invitations)} invited (${count(mail.expected)} by e-mail, ` +
    `${count(sms.expected)} by SMS only, ${count(invitations - mail.expected - sms.expected)} with neither) by a ` +
    `\`platform\` campaign opened through the REST API; the API and ${settings.workers} notifications ` +
    `${plural(settings.workers, 'worker')} in separate server processes, e-mail to an SMTP server in the bench’s ` +
    `process, SMS to files; server settings: ${settingsText}, the others at their defaults. Opened at ` +
    `${openedAtLocalHour}h in \`APP_TIMEZONE\` (reminders ${reminders} be claimed then). Employees loaded (COPY) in ` +
    `${seconds(loadMs)} s.`
  );
}

/** The throughput table: one row. */
function throughput({ settings, mail, delivery, passes }: BenchResults): string[] {
  const d = passes.durationMs;
  return [
    '| workers | e-mails | open s | first e-mail s | last e-mail s | all settled s | e-mails/s overall | ' +
      'e-mails/s steady | passes | claimed per pass | pass p50 / p95 ms |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| ${settings.workers} | ${count(mail.distinct)} | ${seconds(delivery.openMs)} | ${seconds(delivery.firstMs)} | ` +
      `${seconds(delivery.lastMs)} | ${seconds(delivery.settledMs)} | ${delivery.overallRate.toFixed(0)} | ` +
      `${delivery.steadyRate.toFixed(0)} | ${count(passes.passes)} | ${passes.meanClaimed.toFixed(1)} | ` +
      `${d.p50 ?? '–'} / ${d.p95 ?? '–'} |`,
    '',
    'Times from sending the `open` request; `open s`: its answer (the invitations are created in its transaction); ' +
      '`steady`: between the 10th and the 90th percentile of arrivals; a pass: one claim, its sends and records.',
  ];
}

/** Who got what: the channels' table, the stored states and the samples. */
function deliveries({ mail, sms, delivery, samples, passes }: BenchResults): string[] {
  const states = Object.entries(delivery.states)
    .map(([state, n]) => `${state} ${count(n)}`)
    .join(', ');
  return [
    '| channel | due | received | distinct | duplicates | missing | unexpected or wrong recipient |',
    '|---|---:|---:|---:|---:|---:|---:|',
    `| e-mail (by \`Message-ID\`) | ${count(mail.expected)} | ${count(mail.received)} | ${count(mail.distinct)} | ` +
      `${mail.duplicates} | ${mail.missing} | ${mail.unexpected + mail.wrongRecipient} |`,
    `| SMS (files) | ${count(sms.expected)} | ${count(sms.files)} | ${count(sms.files)} | 0 | ${sms.missing} | ` +
      `${sms.wrong} |`,
    '',
    `Stored states at the end: ${states}; tried more than once: ${delivery.retried}; held back by the sending ` +
      `rate: ${passes.deferred}. Samples read whole by ` +
      `mailparser: ${samples.parsed}, ${samples.rightLanguage} with the invitation’s subject in the employee’s ` +
      `language, ${samples.withLink} with the survey link and its \`List-Unsubscribe\`; ${samples.linksOpened} of ` +
      `${samples.linksTried} links opened the questionnaire at the API.`,
  ];
}

/** CPU seconds, memory and load. */
function resources({ settings, delivery, cpuSeconds, machine, workerPeakRssMb }: BenchResults): string {
  const wallS = delivery.settledMs === null ? null : delivery.settledMs / 1000;
  const available = wallS === null ? '' : ` of ${(wallS * machine.before.cores).toFixed(0)}`;
  return (
    `CPU seconds from the \`open\` request to the last invitation settled` +
    `${wallS === null ? '' : ` (${wallS.toFixed(1)} s)`}: API ${cpu(cpuSeconds.api)}, ` +
    `${plural(settings.workers, 'worker')} ${cpuSeconds.workers.map(cpu).join(' + ')}, the bench (SMTP server) ` +
    `${cpu(cpuSeconds.bench)}, PostgreSQL ${cpu(cpuSeconds.postgres)} (every \`postgres\` process of the machine), ` +
    `the machine ${cpu(cpuSeconds.machine)}${available} (${machine.before.cores} cores). Peak RSS of the ` +
    `${plural(settings.workers, 'worker')}: ${workerPeakRssMb.map(mb).join(', ')} MB. Load average before: ` +
    `${load(machine.before.loadAverage)}; after: ${load(machine.after.loadAverage)}.`
  );
}

/** The markdown report of a run of `npm run bench:notifications`. */
export function report(results: BenchResults): string {
  return [intro(results), '', ...throughput(results), '', ...deliveries(results), '', resources(results), ''].join(
    '\n',
  );
}
