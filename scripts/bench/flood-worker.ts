import { join } from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { runLoad, type LoadFigures } from './load';
import { cycling } from './scenarios';

/** One flood: `connections` autocannon connections sending `GET path` back to back for `durationSeconds`. */
export interface FloodSpec {
  readonly origin: string;
  readonly path: string;
  readonly connections: number;
  readonly durationSeconds: number;
  readonly headers: Record<string, string>;
}

/**
 * Runs {@link runLoad} for `spec` in a worker thread, so that the flood's own client work (hundreds of
 * connections' parsing and re-sending) does not delay the timers and responses of the neighbour measured on
 * the main thread: in production the flooder and its neighbour are different machines. Resolves with the
 * flood's figures; rejects when the worker fails.
 */
export function floodInWorker(spec: FloodSpec): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(join(__dirname, 'flood-worker.js'), { workerData: spec });
    worker.once('message', (figures: LoadFigures) => resolve(figures));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the flood worker exited with code ${code}`));
    });
  });
}

if (!isMainThread && parentPort) {
  const spec = workerData as FloodSpec;
  const port = parentPort;
  void runLoad({
    origin: spec.origin,
    connections: spec.connections,
    durationSeconds: spec.durationSeconds,
    headers: spec.headers,
    expectedStatus: 200,
    source: cycling([{ method: 'GET', path: spec.path }]),
  }).then((figures) => port.postMessage(figures));
}
