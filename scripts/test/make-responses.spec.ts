import { describe, expect, it } from '@jest/globals';
import { parseCli } from '../make-responses/cli-options';
import { UsageError } from '../cli/flags';

describe('make-responses flags', () => {
  it('reads --campaign, --rate and --seed with their defaults', () => {
    const id = '0b0e7a7e-0000-4000-8000-000000000001';
    expect(parseCli(['--campaign', id])).toEqual({ campaignId: id, rate: 0.7, seed: 1 });
    expect(parseCli(['--campaign', id, '--rate', '0.25', '--seed', '42'])).toEqual({
      campaignId: id,
      rate: 0.25,
      seed: 42,
    });
  });

  it.each([[[]], [['--campaign', 'x']], [['--campaign', '0b0e7a7e-0000-4000-8000-000000000001', '--rate', '1.5']]])(
    'refuses %j',
    (argv) => {
      expect(() => parseCli(argv)).toThrow(UsageError);
    },
  );
});
