import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { example } from './readme-example';

describe('docs/packages.md example of @employee/domain', () => {
  it('is the code shown in docs/packages.md, word for word', () => {
    const readme = readFileSync(join(__dirname, '..', '..', '..', '..', 'docs', 'packages.md'), 'utf8');
    const block = /<!-- domain-example:start -->\n```ts\n([\s\S]*?)```\n<!-- domain-example:end -->/.exec(readme);
    expect(block?.[1]).toBe(readFileSync(join(__dirname, 'readme-example.ts'), 'utf8'));
  });

  it('runs: creates an employee, finds it, and reports every violation of a bad one', async () => {
    const result = await example();
    expect(result.phone).toBe('+5511987654321');
    expect(result.total).toBe(1);
    expect(Object.keys(result.errors).sort()).toEqual(['document', 'include_campaign', 'name']);
  });
});
