/**
 * Loaded into the server under soak with `node --require …/memory-probe.js` (`npm run bench:soak`,
 * docs/performance.md#soak): every `BENCH_MEMORY_INTERVAL_MS` milliseconds (default 1000) it appends one JSON line
 * `{"t": <ms since the epoch>, "rss", "heapTotal", "heapUsed", "external", "arrayBuffers"}` (bytes, from
 * `process.memoryUsage()`) to the file `BENCH_MEMORY_FILE`. Without that variable it does nothing. Its timer is
 * unreferenced, so it never keeps the server alive; it reads no request and writes nothing else.
 */
import { appendFileSync } from 'node:fs';

const file = process.env.BENCH_MEMORY_FILE;
const intervalMs = Number(process.env.BENCH_MEMORY_INTERVAL_MS ?? 1000);

if (file) {
  const sample = () => appendFileSync(file, `${JSON.stringify({ t: Date.now(), ...process.memoryUsage() })}\n`);
  sample();
  setInterval(sample, intervalMs > 0 ? intervalMs : 1000).unref();
}
