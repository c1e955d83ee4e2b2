import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from '@jest/globals';

const ROOT = join(__dirname, '..', '..');
const SKIP = new Set(['node_modules', 'dist', 'dist-test', '.data', 'coverage']);
const CODE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/;

/** Every source, test, script and docs file whose citations must point into the repository (not README.md). */
function citingFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      if (SKIP.has(name)) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (CODE.test(name) || name.endsWith('.md')) files.push(path);
    }
  };
  for (const pkg of readdirSync(join(ROOT, 'packages'))) {
    for (const dir of ['src', 'test']) walk(join(ROOT, 'packages', pkg, dir));
  }
  for (const dir of ['scripts', 'test', 'docs']) walk(join(ROOT, dir));
  files.push(join(ROOT, 'jest.config.ts'), join(ROOT, 'README.md'));
  return files;
}

/** The GitHub anchor of a Markdown heading. */
const slug = (heading: string): string =>
  heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const anchorCache = new Map<string, Set<string>>();
/** The anchors of a Markdown file's headings (a repeated heading gets `-1`, `-2`, … as on GitHub). */
function anchorsOf(path: string): Set<string> {
  let anchors = anchorCache.get(path);
  if (!anchors) {
    anchors = new Set();
    let fence = false;
    for (const line of readFileSync(path, 'utf8').split('\n')) {
      if (line.startsWith('```')) fence = !fence;
      const heading = fence ? null : /^#{1,6}\s+(.*)$/.exec(line);
      if (!heading) continue;
      const base = slug(heading[1] as string);
      let anchor = base;
      for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`;
      anchors.add(anchor);
    }
    anchorCache.set(path, anchors);
  }
  return anchors;
}

/** A problem with the Markdown file `target` (absolute) and its `anchor`, or null when both exist. */
function brokenTarget(target: string, anchor: string | undefined): string | null {
  if (!existsSync(target)) return `${relative(ROOT, target)} does not exist`;
  if (anchor && !anchorsOf(target).has(anchor)) return `${relative(ROOT, target)} has no section #${anchor}`;
  return null;
}

/** The text with comment line breaks (`\n * `, `\n // `) as single spaces, so wrapped citations read as one. */
const unwrapComments = (text: string): string => text.replace(/\n[ \t]*(?:\*(?!\/) ?|\/\/ ?)(?=\S)/g, ' ');

/**
 * Citations of documents a clone does not have: the shared contract inputs (wherever they are said to live: up the
 * tree, in the workspace, or plain `shared/` and a page), home and workspace paths, absolute paths to Markdown
 * files, and the old ways of naming those inputs. The domain's own `src/shared/` folder (`shared/text.ts`) is not
 * one of them. Built from parts so this file does not cite them itself.
 */
const FOREIGN: readonly RegExp[] = [
  new RegExp(`(?<![\\w-])${'shared'}/(?:spec\\b|${'product'}-decisions|architecture\\.md|decisions\\b)`),
  new RegExp(`\\b${'product'}-decisions\\b`),
  new RegExp(`(?<![\\w.~:/-])/(?:${['work', 'home', 'Users', 'root', 'mnt'].join('|')})/`),
  new RegExp(`(?<![\\w.~:/-])/(?:[\\w.-]+/)+[\\w.-]+\\.md\\b`),
  new RegExp(`\\b${'product'} decisions\\b`, 'i'),
  new RegExp(`\\b${'decisions'} page\\b`, 'i'),
  new RegExp(`\\b${'issue'} (?:\\d+|")`),
  new RegExp(`developers' ${'guide'}`),
  new RegExp(`(?<![\\w/-])${'decisions'}/(?!\\d{4}-|README\\.md)[\\w-]+\\.md`),
  new RegExp(`\\b${'decisions'}, `),
  new RegExp(`(?<![\\w/(.-])${'access'}\\.md`),
  new RegExp(`(?<![.\\w/-])${'[Ss]pec'}(?:, [A-Z"]| rule \\d)|\\(${'spec'}(?:\\)|: ["a-z])`),
];

/** The first match of a {@link FOREIGN} pattern in `line`, or null. */
const foreignIn = (line: string): RegExpExecArray | null =>
  FOREIGN.map((re) => re.exec(line)).find((m) => m !== null) ?? null;

/**
 * Every relative path in the text of `file` (absolute) that leads out of the repository: a run of `../` that,
 * read from the file's folder, climbs above the repository's root (`../../shared/x.md` from `docs/`).
 */
function pathsOutside(file: string, text: string): string[] {
  return [...text.matchAll(/(?<![\w./-])(?:\.\.\/)+[\w.@/-]*/g)]
    .map((m) => m[0])
    .filter((path) => relative(ROOT, resolve(dirname(file), path)).startsWith('..'));
}

/**
 * Every `docs/<page>.md#anchor` (a page may be in a folder: `docs/decisions/<record>.md`) cited in `text`, with the
 * `, #anchor` continuations that follow it.
 */
function docsCitations(text: string): Array<{ page: string; anchor?: string }> {
  const found: Array<{ page: string; anchor?: string }> = [];
  const pattern = /(?<![\w/.-])docs\/((?:[\w-]+\/)*[\w.-]+\.md)(?:#([\w-]+))?|(?<=[,;] )#([a-z][\w-]*)/g;
  let page: string | null = null;
  let pageEnd = -1;
  for (const m of text.matchAll(pattern)) {
    if (m[1]) {
      page = m[1];
      pageEnd = m.index + m[0].length;
      found.push({ page, anchor: m[2] });
    } else if (page && m.index - pageEnd < 300) {
      found.push({ page, anchor: m[3] });
      pageEnd = m.index + m[0].length;
    }
  }
  return found;
}

/** Every relative Markdown link `[text](path.md#anchor)` or `[text](#anchor)` of a Markdown file. */
function markdownLinks(text: string): Array<{ path: string; anchor?: string }> {
  const links: Array<{ path: string; anchor?: string }> = [];
  for (const m of text.matchAll(/\]\((?!https?:|mailto:)([^)\s#]*)(?:#([^)\s]+))?\)/g)) {
    const path = m[1] as string;
    if (path === '' || path.endsWith('.md')) links.push({ path, anchor: m[2] });
  }
  return links;
}

describe('citations point into the repository', () => {
  const files = citingFiles();

  it('finds the files to check', () => {
    expect(files.some((f) => f.endsWith(join('docs', 'contract.md')))).toBe(true);
    expect(files.filter((f) => CODE.test(f)).length).toBeGreaterThan(100);
  });

  it('cites no document a clone lacks (the shared spec, the decision pages, house rules, issues)', () => {
    const offences = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const lines = (CODE.test(file) ? unwrapComments(text) : text).split('\n');
      return lines.flatMap((line) => {
        const hit = foreignIn(line);
        return hit ? [`${relative(ROOT, file)}: …${line.slice(Math.max(0, hit.index - 40), hit.index + 60)}…`] : [];
      });
    });
    expect(offences).toEqual([]);
  });

  it('cites no path that leads out of the repository', () => {
    const offences = files.flatMap((file) =>
      pathsOutside(file, readFileSync(file, 'utf8')).map((path) => `${relative(ROOT, file)}: ${path}`),
    );
    expect(offences).toEqual([]);
  });

  it("tells a citation of a shared page or an outside path from the domain's own shared folder", () => {
    const shared = ['shared', 'decisions'].join('/');
    const foreign = [
      `Source: ${shared}/surveys.md#campaign.`,
      `(${['shared', 'spec'].join('/')}/employee-integration-api-v1.md)`,
      `${['', 'work', 'main', 'README.md'].join('/')}`,
      `see ${['product', 'decisions'].join('-')}.md`,
      `${['', 'srv', 'notes', 'rules.md'].join('/')}`,
    ];
    expect(foreign.filter((line) => foreignIn(line) === null)).toEqual([]);
    const own = [
      "import type { Clock } from '../shared/clock';",
      '`characterCount` in `shared/text.ts`',
      'Source: docs/decisions/0003-reports.md#definitions.',
      '[the records](decisions/README.md)',
      "spawn('/usr/bin/chromium'); DATA_DIR=/var/lib/employees",
    ];
    expect(own.filter((line) => foreignIn(line) !== null)).toEqual([]);
    const inDocs = join(ROOT, 'docs', 'reports.md');
    const up = (n: number): string => '../'.repeat(n);
    expect(pathsOutside(inDocs, `[up](${up(1)}README.md), ${up(2)}shared/x.md, ${up(3)}etc`)).toEqual([
      `${up(2)}shared/x.md`,
      `${up(3)}etc`,
    ]);
    expect(pathsOutside(join(ROOT, 'packages', 'domain', 'src', 'use-cases', 'x.ts'), "'../shared/clock'")).toEqual([]);
  });

  it('cites only docs pages and sections that exist', () => {
    const broken = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const problems = docsCitations(CODE.test(file) ? unwrapComments(text) : text.replace(/\n\s*/g, ' ')).map(
        ({ page, anchor }) => brokenTarget(join(ROOT, 'docs', page), anchor),
      );
      if (file.endsWith('.md')) {
        for (const { path, anchor } of markdownLinks(text)) {
          problems.push(brokenTarget(path ? resolve(dirname(file), path) : file, anchor));
        }
      }
      return problems.flatMap((p) => (p ? [`${relative(ROOT, file)}: ${p}`] : []));
    });
    expect(broken).toEqual([]);
  });

  it('reads a wrapped citation and its continuations', () => {
    const text = unwrapComments('/**\n * Source: docs/contract.md#errors,\n * #rate-limit; docs/http.md.\n */');
    expect(docsCitations(text)).toEqual([
      { page: 'contract.md', anchor: 'errors' },
      { page: 'contract.md', anchor: 'rate-limit' },
      { page: 'http.md', anchor: undefined },
    ]);
    expect(docsCitations('Source: docs/decisions/0002-surveys.md#campaign, #questionnaire.')).toEqual([
      { page: 'decisions/0002-surveys.md', anchor: 'campaign' },
      { page: 'decisions/0002-surveys.md', anchor: 'questionnaire' },
    ]);
    expect(slug('API7:2023 Server Side Request Forgery')).toBe('api72023-server-side-request-forgery');
    expect(slug('Connecting: `createDataSource(config)`')).toBe('connecting-createdatasourceconfig');
  });
});
