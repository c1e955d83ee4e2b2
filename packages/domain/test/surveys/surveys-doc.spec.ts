import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { standardQuestionnaire } from '@employee/domain';
import { describe, expect, it } from '@jest/globals';

/** The rows of the standard questionnaire table of docs/surveys.md: kind, dimension, factor, reversed, pt-BR text. */
function documentedRows(): string[][] {
  const doc = readFileSync(join(__dirname, '..', '..', '..', '..', 'docs', 'surveys.md'), 'utf8');
  const section = doc.split('## Standard questionnaire')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => /^\| \d+ \|/.test(line))
    .map((line) =>
      line
        .split('|')
        .slice(2, -1)
        .map((cell) => cell.trim()),
    );
}

describe('docs/surveys.md', () => {
  it('lists the standard questionnaire as the code ships it, in order', () => {
    const shipped = standardQuestionnaire().map((q) => [
      q.kind,
      q.dimension ?? '',
      q.factor ?? '',
      q.reversed ? 'yes' : '',
      q.text['pt-BR'],
    ]);
    expect(documentedRows()).toEqual(shipped);
  });
});
