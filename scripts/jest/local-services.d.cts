// Types of local-services.cjs (CommonJS: the jest global setup requires it) for the TypeScript tests that import it.

/** What a probe's command gives back (the part of `child_process.spawnSync`'s result that is read). */
export interface ProbeResult {
  status: number | null;
  stdout?: string | Buffer | null;
}

/** Runs a command, as `child_process.spawnSync` does. */
export type Run = (command: string, args: string[], options: object) => ProbeResult;

export declare const MACHINE_POSTGRES_URL: string;
export declare const MACHINE_REDIS_URL: string;

/** The URL of each of the machine's servers that answers its probe, else null. */
export declare function detectLocalServices(run?: Run): { postgresUrl: string | null; redisUrl: string | null };
