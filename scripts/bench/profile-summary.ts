import { readFileSync } from 'node:fs';

/** The parts of a V8 `.cpuprofile` (written by `node --cpu-prof`) this summary reads. */
interface CpuProfile {
  readonly nodes: ReadonlyArray<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number } }>;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** Where a function's code lives: a package of node_modules, one of ours, Node itself, or V8's own work. */
function ownerOf(url: string, functionName: string): string {
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)';
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (dependency) return dependency[1] as string;
  const ours = /packages\/([^/]+)\//.exec(url);
  if (ours) return `@employee/${ours[1]}`;
  if (url.startsWith('node:')) return 'node';
  return url;
}

/**
 * Self time of a CPU profile by owner (package) and by function, in milliseconds and shares of the samples:
 * `node scripts/dist/bench/profile-summary.js <file.cpuprofile> [top]`. Used for docs/performance.md.
 */
function main(path: string, top: number): void {
  const profile = JSON.parse(readFileSync(path, 'utf8')) as CpuProfile;
  const nodeById = new Map(profile.nodes.map((n) => [n.id, n]));
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const node = nodeById.get(id);
    const micros = profile.timeDeltas[i] ?? 0;
    if (!node) return;
    total += micros;
    const { functionName, url, lineNumber } = node.callFrame;
    const owner = ownerOf(url, functionName);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + micros);
    const name = `${functionName || '(anonymous)'} ${owner}${url ? `:${lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  });
  const rows = (map: Map<string, number>) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, micros]) => `| ${name} | ${(micros / 1000).toFixed(0)} | ${((100 * micros) / total).toFixed(1)}% |`);
  const out = [
    `profile: ${(total / 1e6).toFixed(1)} s sampled`,
    '',
    '| owner | self ms | share |',
    '|---|---:|---:|',
    ...rows(byOwner),
    '',
    '| function | self ms | share |',
    '|---|---:|---:|',
    ...rows(byFunction),
  ];
  process.stdout.write(`${out.join('\n')}\n`);
}

const [path, top] = process.argv.slice(2);
if (path === undefined) {
  process.stderr.write('usage: node scripts/dist/bench/profile-summary.js <file.cpuprofile> [top]\n');
  process.exitCode = 2;
} else {
  main(path, Number(top ?? 25));
}
