import {
  CampaignAccess,
  ReadReport,
  RespondentTableBuilder,
  type Campaign,
  type ReportAnswer,
  type ReportSources,
  type RespondentTable,
  type TenureBand,
} from '@employee/domain';
import { FixedClock, InMemoryUnitOfWork, aCampaign, aCompany, aFilter } from '@employee/domain/testing';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { QUESTIONS } from './anonymity-support';

/**
 * The anonymity attack of docs/reports.md#anonymity, done mechanically: a caller who knows the org chart
 * (who is in which department, site and tenure band) asks every allowed combination of segment, group_by and
 * compared campaign, then looks for a linear combination of the returned figures that covers exactly a group of
 * 4 respondents (or part of it), and applies it to the figures.
 */

interface Person {
  readonly dept: string;
  readonly site: string;
  readonly tenure: TenureBand;
  readonly enps: number;
  readonly proud: number;
}

const TENURES: TenureBand[] = ['<3m', '1-2y', '2-5y'];
const SITES = ['S1', 'S2'];
const DEPTS = ['A', 'B', 'C', 'D'];

/** A department of `size`, spread over the sites and tenure bands; D answers like nobody else (eNPS 0, proud 1). */
function department(dept: string, size: number, offset: number): Person[] {
  return Array.from({ length: size }, (_, i) => ({
    dept,
    site: SITES[(i + offset) % 2] as string,
    tenure: TENURES[(i + offset) % 3] as TenureBand,
    enps: dept === 'D' ? 0 : 7 + ((i + offset) % 4),
    proud: dept === 'D' ? 1 : 3 + ((i + offset) % 3),
  }));
}

const CURRENT_PEOPLE = [
  ...department('A', 9, 0),
  ...department('B', 10, 1),
  ...department('C', 8, 2),
  ...department('D', 4, 0),
];
const EARLIER_PEOPLE = [...department('A', 8, 1), ...department('B', 9, 2), ...department('D', 4, 1)];

function tableOf(campaign: Campaign, persons: readonly Person[]): RespondentTable {
  const builder = new RespondentTableBuilder(campaign.id, QUESTIONS, 'America/Sao_Paulo');
  persons.forEach((p, i) =>
    builder.append({
      id: `${campaign.id}-${i}`,
      submittedAt: new Date('2026-11-20T15:00:00Z'),
      snapshot: {
        fields: { dept: p.dept, site: p.site },
        tenureBand: p.tenure,
        ageBand: null,
        language: 'pt-BR',
        isOnLeave: false,
      },
      scaleValues: [p.enps, p.proud],
    }),
  );
  return builder.table();
}

/** Every subset of `values` (the empty one standing for "no segment on this key"). */
function subsets(values: readonly string[]): string[][] {
  return Array.from({ length: 2 ** values.length }, (_, mask) => values.filter((_, i) => mask & (1 << i)));
}

/** One returned figure: who it nominally covers (by the org chart) and its counts. */
interface Equation {
  readonly covers: number[];
  readonly values: number[];
}

/**
 * A combination `c` of `rows` with `Σ c[i] · rows[i] = target`, or `null` when there is none (Gaussian elimination
 * on the transposed system, with a tolerance).
 */
function combination(rows: readonly number[][], target: readonly number[]): number[] | null {
  const m = rows.length;
  const n = target.length;
  // n equations (one per respondent) in m unknowns (one per figure), augmented with the target
  const a = Array.from({ length: n }, (_, j) => [...rows.map((row) => row[j] as number), target[j] as number]);
  const pivots: number[] = [];
  let r = 0;
  for (let col = 0; col < m && r < n; col++) {
    let best = r;
    for (let i = r + 1; i < n; i++) if (Math.abs(a[i]![col]!) > Math.abs(a[best]![col]!)) best = i;
    if (Math.abs(a[best]![col]!) < 1e-9) continue;
    [a[r], a[best]] = [a[best]!, a[r]!];
    const pivot = a[r]![col]!;
    for (let k = col; k <= m; k++) a[r]![k]! /= pivot;
    for (let i = 0; i < n; i++) {
      if (i === r) continue;
      const factor = a[i]![col]!;
      if (factor !== 0) for (let k = col; k <= m; k++) a[i]![k]! -= factor * a[r]![k]!;
    }
    pivots.push(col);
    r++;
  }
  for (let i = r; i < n; i++) if (Math.abs(a[i]![m]!) > 1e-6) return null;
  const c = new Array<number>(m).fill(0);
  pivots.forEach((col, i) => (c[col] = a[i]![m]!));
  return c;
}

/** The eNPS distribution counts of a set of people, with the number of people first. */
function truthOf(persons: readonly Person[]): number[] {
  return [persons.length, ...Array.from({ length: 11 }, (_, v) => persons.filter((p) => p.enps === v).length)];
}

function countsOf(figures: Record<string, unknown>, respondents: number): number[] {
  const distribution = figures.distribution as { value: number; count: number }[];
  return [respondents, ...Array.from({ length: 11 }, (_, v) => distribution.find((d) => d.value === v)?.count ?? 0)];
}

describe('differencing attack on a group of 4 (docs/reports.md#anonymity)', () => {
  const uow = new InMemoryUnitOfWork();
  const company = aCompany().build();
  const current = aCampaign().of(company).inStatus('open').build();
  const earlier = aCampaign().of(company).inStatus('closed').build();
  const people = [...CURRENT_PEOPLE, ...EARLIER_PEOPLE];
  const tables = new Map([
    [current.id, tableOf(current, CURRENT_PEOPLE)],
    [earlier.id, tableOf(earlier, EARLIER_PEOPLE)],
  ]);
  const sources: ReportSources = {
    tableOf: (campaign) => Promise.resolve(tables.get(campaign.id) as RespondentTable),
    voluntaryLeaversOf: () => Promise.resolve(new Set()),
    pendingCountsOf: () => Promise.resolve(new Map()),
    openAnswersOf: () => Promise.resolve([]),
  };
  const readReport = new ReadReport(
    uow,
    sources,
    new FixedClock('2026-11-22T10:00:00-03:00'),
    { timeZone: 'America/Sao_Paulo', firingSettleDelaySeconds: 5 },
    { minGroupSize: 5 },
  );
  /** Column of a person of `campaign` in the equations: the current campaign's people, then the earlier one's. */
  const column = (campaign: Campaign, index: number) => (campaign === current ? index : CURRENT_PEOPLE.length + index);
  const covering = (campaign: Campaign, member: (p: Person) => boolean): number[] => {
    const covers = new Array<number>(people.length).fill(0);
    (campaign === current ? CURRENT_PEOPLE : EARLIER_PEOPLE).forEach((p, i) => {
      if (member(p)) covers[column(campaign, i)] = 1;
    });
    return covers;
  };
  const returned: Equation[] = [];
  const naive: Equation[] = [];

  beforeAll(async () => {
    await uow.repositories.companies.save(company);
    await uow.repositories.filters.save(aFilter().of(company).withKey('dept').build());
    await uow.repositories.filters.save(aFilter().of(company).withKey('site').build());
    await uow.repositories.campaigns.save(current);
    await uow.repositories.campaigns.save(earlier);
    const groupings: Array<[string | null, (p: Person) => string | null]> = [
      [null, () => null],
      ['filter:dept', (p) => p.dept],
      ['filter:site', (p) => p.site],
      ['tenure', (p) => p.tenure],
    ];
    for (const [groupBy, groupOf] of groupings)
      for (const depts of subsets(DEPTS))
        for (const sites of subsets(SITES))
          for (const compare of [false, true]) {
            const params: [string, string][] = [['campaign_id', current.id]];
            if (groupBy) params.push(['group_by', groupBy]);
            depts.forEach((d) => params.push(['segment[dept]', d]));
            sites.forEach((s) => params.push(['segment[site]', s]));
            if (compare) params.push(['compare_campaign_id', earlier.id]);
            const inSegment = (p: Person) =>
              (depts.length === 0 || depts.includes(p.dept)) && (sites.length === 0 || sites.includes(p.site));
            const answer: ReportAnswer = await readReport.execute({
              companyId: company.id,
              name: 'enps',
              params,
              access: CampaignAccess.ALL,
            });
            const record = (campaign: Campaign, member: (p: Person) => boolean, figures: Record<string, unknown>) => {
              if (figures.suppressed) return;
              returned.push({
                covers: covering(campaign, member),
                values: countsOf(figures, figures.respondents as number),
              });
            };
            const data = answer.data as Record<string, unknown>;
            record(current, inSegment, { ...data, respondents: answer.meta.respondents });
            for (const group of (data.groups ?? []) as Array<Record<string, unknown>>)
              record(current, (p) => inSegment(p) && groupOf(p) === group.group, group);
            if (compare) {
              const figures = data.compare as Record<string, unknown>;
              const count = figures.suppressed
                ? 0
                : (figures.distribution as { count: number }[]).reduce((s, d) => s + d.count, 0);
              record(earlier, inSegment, { ...figures, respondents: count });
            }
            // what a report with per-request suppression only would have returned for the same sets
            const nominal = (campaign: Campaign, member: (p: Person) => boolean) => {
              const set = (campaign === current ? CURRENT_PEOPLE : EARLIER_PEOPLE).filter(member);
              if (set.length >= 5) naive.push({ covers: covering(campaign, member), values: truthOf(set) });
            };
            nominal(current, inSegment);
            if (groupBy)
              for (const g of new Set(CURRENT_PEOPLE.map(groupOf)))
                nominal(current, (p) => inSegment(p) && groupOf(p) === g);
            if (compare) nominal(earlier, inSegment);
          }
  });

  const targets: Array<[string, Campaign, (p: Person) => boolean]> = [
    ['department D', current, (p) => p.dept === 'D'],
    ['department D at site S1', current, (p) => p.dept === 'D' && p.site === 'S1'],
    ['department D at site S2', current, (p) => p.dept === 'D' && p.site === 'S2'],
    ['department D in the compared campaign', earlier, (p) => p.dept === 'D'],
  ];

  const recover = (equations: readonly Equation[], campaign: Campaign, member: (p: Person) => boolean) => {
    const c = combination(
      equations.map((e) => e.covers),
      covering(campaign, member),
    );
    if (!c) return null;
    return equations[0]!.values.map(
      (_, k) => Math.round(c.reduce((sum, ci, i) => sum + ci * equations[i]!.values[k]!, 0) * 1e6) / 1e6,
    );
  };

  it.each(targets)('recovers %s from per-request suppression alone (the attack works)', (_, campaign, member) => {
    const truth = truthOf((campaign === current ? CURRENT_PEOPLE : EARLIER_PEOPLE).filter(member));
    expect(recover(naive, campaign, member)).toEqual(truth);
  });

  it.each(targets)('cannot recover %s from what the reports return', (_, campaign, member) => {
    const truth = truthOf((campaign === current ? CURRENT_PEOPLE : EARLIER_PEOPLE).filter(member));
    expect(returned.length).toBeGreaterThan(100);
    const estimate = recover(returned, campaign, member);
    if (estimate !== null) expect(estimate).not.toEqual(truth);
  });

  it('still counts department D where it is pooled with others: the whole campaign covers all 31', () => {
    const everyone = covering(current, () => true);
    const overall = returned.find((e) => e.covers.every((x, i) => x === everyone[i]));
    expect(overall?.values).toEqual(truthOf(CURRENT_PEOPLE));
  });
});
