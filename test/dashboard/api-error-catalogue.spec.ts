import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const CATALOGUE = readFileSync(join(ROOT, 'packages/dashboard/src/i18n/api-errors.messages.ts'), 'utf8');
/** Where the codes the API puts in its error bodies are raised (docs/http.md#errors). */
const SOURCES = ['domain', 'http-common', 'http-express', 'http-reports'].map((p) => join(ROOT, 'packages', p, 'src'));
const CODE = /'([A-Z][A-Z0-9_]*\.[A-Z][A-Z0-9_]*)'/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** Every code literal of the sources: the errors' (`CAMPAIGN.WRONG_STATE`) and the rules' (`CPF.CHECK_DIGITS`). */
const codes = new Set(
  SOURCES.flatMap(sourceFiles).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(CODE)].map((m) => m[1]!)),
);
/** The error codes, as http-common's test lists them with their statuses. */
const errorCodes = [
  ...readFileSync(join(ROOT, 'packages/http-common/test/errors/status-of-domain-error.spec.ts'), 'utf8').matchAll(
    /^ {2}'([A-Z][A-Z0-9_]*\.[A-Z][A-Z0-9_]*)': \d{3},$/gm,
  ),
].map((m) => m[1]!);

/** Times `key` is defined in the catalogue: once per language (pt-BR, en) when complete. */
const definitions = (key: string) => CATALOGUE.split(`'${key}':`).length - 1;

/**
 * The dashboard speaks the user's language for every error the API can answer (issue: no API text shown raw):
 * each error code has its sentence, and each rule code a sentence of its own or of its family, in both languages.
 */
describe("the dashboard's catalogue of API errors", () => {
  it('finds the codes it checks', () => {
    expect(errorCodes.length).toBeGreaterThan(50);
    expect(codes.size).toBeGreaterThan(150);
  });

  it('has a sentence for every error code, in pt-BR and en', () => {
    expect(errorCodes.filter((code) => definitions(`code.${code}`) !== 2)).toEqual([]);
  });

  it('has a sentence for every family of rule codes, in pt-BR and en', () => {
    const families = [...new Set([...codes].filter((c) => !errorCodes.includes(c)).map((c) => c.split('.')[0]!))];
    expect(families.filter((family) => definitions(`family.${family}`) !== 2)).toEqual([]);
  });
});
