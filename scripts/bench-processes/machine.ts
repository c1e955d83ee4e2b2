import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { cpuSecondsOf } from './server-process';

/** What the machine was doing around a measurement: its cores, the load averages, CPU seconds used so far. */
export interface MachineSnapshot {
  readonly cores: number;
  /** The 1-, 5- and 15-minute load averages. */
  readonly loadAverage: readonly [number, number, number];
  /** CPU seconds every core spent busy since boot (`/proc/stat`: all but idle and iowait), `null` without `/proc`. */
  readonly busySeconds: number | null;
  /**
   * CPU seconds of every `postgres` process alive now (`/proc/<pid>/stat`), `null` without `/proc`: the database
   * server's work, whoever asked for it (other databases of the server included), less that of backends gone since.
   */
  readonly postgresSeconds: number | null;
}

function busySeconds(): number | null {
  try {
    // cpu  user nice system idle iowait irq softirq steal …, in clock ticks of 1/100 s
    const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return [user, nice, system, irq, softirq, steal].reduce((sum: number, ticks) => sum + (ticks ?? 0), 0) / 100;
  } catch {
    return null;
  }
}

function postgresSeconds(): number | null {
  try {
    let total = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let name: string;
      try {
        name = readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
      } catch {
        continue;
      }
      if (name === 'postgres') total += cpuSecondsOf(Number(entry)) ?? 0;
    }
    return total;
  } catch {
    return null;
  }
}

/** The machine now (Linux `/proc`; elsewhere the CPU figures are `null`). */
export function machineSnapshot(): MachineSnapshot {
  const [one, five, fifteen] = loadavg();
  return {
    cores: cpus().length,
    loadAverage: [one ?? 0, five ?? 0, fifteen ?? 0],
    busySeconds: busySeconds(),
    postgresSeconds: postgresSeconds(),
  };
}
