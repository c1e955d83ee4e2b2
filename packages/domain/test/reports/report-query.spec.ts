import { readReportQuery, ValidationError } from '@employee/domain';
import { describe, expect, it } from '@jest/globals';

const CAMPAIGN = '7f1c2a3b-1111-4a5b-9c6d-000000000001';
const EARLIER = '7f1c2a3b-1111-4a5b-9c6d-000000000002';

const read = (query: string) => readReportQuery(new URLSearchParams(query));

function violationsOf(query: string): Record<string, string[]> {
  try {
    read(query);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).code).toBe('REPORT.INVALID');
    return (error as ValidationError).errors;
  }
  throw new Error('expected a ValidationError');
}

describe('readReportQuery (docs/decisions/0003-reports.md#where-and-how)', () => {
  it('reads the campaign, the grouping, the segment (values OR within a key) and the compared campaign', () => {
    const query = read(
      `campaign_id=${CAMPAIGN}&group_by=filter:departamento&segment[site]=Rio&segment[site]=SP` +
        `&segment[cargo]=Analista&compare_campaign_id=${EARLIER}`,
    );
    expect(query.campaignId).toBe(CAMPAIGN);
    expect(query.groupBy).toEqual({ kind: 'filter', key: 'departamento' });
    expect([...query.segment].map(([k, v]) => [k, [...v]])).toEqual([
      ['site', ['Rio', 'SP']],
      ['cargo', ['Analista']],
    ]);
    expect(query.compareCampaignId).toBe(EARLIER);
  });

  it.each(['tenure', 'age', 'language'] as const)('groups by %s', (kind) => {
    expect(read(`campaign_id=${CAMPAIGN}&group_by=${kind}`).groupBy).toEqual({ kind });
  });

  it('refuses unknown parameters, a bad grouping, an empty segment value and a missing campaign, all at once', () => {
    expect(violationsOf('group_by=department&segment[site]=&foo=1')).toEqual({
      group_by: ['must be filter:<key>, tenure, age or language'],
      'segment[site]': ['must not be empty'],
      foo: ['is not a parameter of reports'],
      campaign_id: ['is required'],
    });
  });

  it('refuses a campaign compared with itself and ids that are not UUIDs', () => {
    expect(violationsOf(`campaign_id=${CAMPAIGN}&compare_campaign_id=${CAMPAIGN}`)).toEqual({
      compare_campaign_id: ['must be another campaign than campaign_id'],
    });
    expect(violationsOf('campaign_id=42')).toEqual({ campaign_id: ['must be a campaign id (UUID)'] });
  });

  it('refuses group_by given twice', () => {
    expect(violationsOf(`campaign_id=${CAMPAIGN}&group_by=age&group_by=tenure`)).toEqual({
      group_by: ['may be given once'],
    });
  });
});
