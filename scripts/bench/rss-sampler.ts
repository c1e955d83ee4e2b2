import { readFileSync } from 'node:fs';

/** Memory of a process, in kibibytes, from `/proc/<pid>/status`. */
export interface ProcessMemory {
  /** Resident set size now (`VmRSS`). */
  readonly rssKb: number;
  /** Highest resident set size since the process started (`VmHWM`). */
  readonly hwmKb: number;
}

/** `VmRSS` and `VmHWM` of `pid`; `null` when the process is gone (or not on Linux). */
export function readProcessMemory(pid: number): ProcessMemory | null {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return null;
  }
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssKb: kb('VmRSS'), hwmKb: kb('VmHWM') };
}

/** A running sampler: {@link RssSampler.stop} ends it and gives the peak it saw. */
export interface RssSampler {
  /** Stops sampling. `peakRssKb`: highest `VmRSS` sampled; `hwmKb`: `VmHWM` now (whole process life). */
  stop(): { peakRssKb: number | null; hwmKb: number | null };
}

/** Samples `VmRSS` of `pid` every `intervalMs` (default 100 ms) until stopped. */
export function startRssSampler(pid: number, intervalMs = 100): RssSampler {
  let peak: number | null = null;
  const sample = () => {
    const memory = readProcessMemory(pid);
    if (memory && Number.isFinite(memory.rssKb)) peak = Math.max(peak ?? 0, memory.rssKb);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      const hwm = readProcessMemory(pid)?.hwmKb;
      return { peakRssKb: peak, hwmKb: hwm === undefined || !Number.isFinite(hwm) ? null : hwm };
    },
  };
}
