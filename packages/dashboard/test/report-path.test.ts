import { describe, expect, it } from 'vitest';
import { reportPath, type ReportParameters } from '../src/pages/reports/report-catalogue';

const base: ReportParameters = {
  campaignId: 'c1',
  report: 'magic',
  groupBy: '',
  segmentKey: '',
  segmentValue: '',
  compareId: '',
};

/** The reports page's parameter handling (docs/reports.md#the-listener, "Parameters"). */
describe('reportPath', () => {
  it('sends only the campaign when nothing else is chosen', () => {
    expect(reportPath(base)).toBe('/admin/api/reports/magic?campaign_id=c1');
  });

  it('adds the grouping, the trimmed segment and the comparison when set', () => {
    const path = reportPath({
      ...base,
      groupBy: 'filter:area',
      segmentKey: 'area',
      segmentValue: ' RH ',
      compareId: 'c0',
    });
    const query = new URL(path, 'http://x').searchParams;
    expect([query.get('group_by'), query.get('segment[area]'), query.get('compare_campaign_id')]).toEqual([
      'filter:area',
      'RH',
      'c0',
    ]);
  });

  it('leaves out a blank segment value', () => {
    expect(reportPath({ ...base, segmentKey: 'area', segmentValue: '   ' })).not.toContain('segment');
  });
});
