/**
 * Child processes of the bench (started by scripts/processes.ts): a handle that knows when the
 * process exited, a stop that takes its whole group, and memory sampling. Linux only (/proc).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { answers, type ProcessOptions, spawnDetached, stopProcess, waitUntil } from '../scripts/processes';

export interface RunningProcess {
  name: string;
  pid: number;
  log: string;
  exited: Promise<number | null>;
  hasExited(): boolean;
  stop(): Promise<void>;
}

/** Process groups started and not yet seen exiting, for an interrupted run. */
const liveGroups = new Set<number>();

/** Kills every process group this run started (on Ctrl-C: they are detached, so no signal reaches them). */
export function killAllStarted(): void {
  for (const pid of liveGroups) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  liveGroups.clear();
}

export type SpawnOptions = ProcessOptions;

export function startProcess(name: string, command: string, args: string[], options: SpawnOptions): RunningProcess {
  const child = spawnDetached(command, args, options);
  const pid = child.pid;
  liveGroups.add(pid);
  let done = false;
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      done = true;
      resolve(code);
    });
    child.once('error', () => {
      done = true;
      resolve(null);
    });
  });
  const signal = (sig: NodeJS.Signals) => stopProcess(pid, sig);
  return {
    name,
    pid,
    log: options.log,
    exited,
    hasExited: () => done,
    async stop() {
      if (!liveGroups.has(pid)) return;
      if (done) {
        // The leader has exited; members it left behind (build workers) go now.
        signal('SIGKILL');
        liveGroups.delete(pid);
        return;
      }
      signal('SIGTERM');
      const timer = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 10_000).unref());
      if ((await Promise.race([exited, timer])) === 'timeout') {
        signal('SIGKILL');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
      }
      // The group's other members (e.g. build workers) go with it.
      signal('SIGKILL');
      liveGroups.delete(pid);
    },
  };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Waits until `url` answers (any status below 500); fails early when `proc` exits. */
export async function waitForUrl(url: string, timeoutMs: number, proc?: RunningProcess): Promise<void> {
  await waitUntil(
    `${url} answering`,
    async () => {
      if (proc?.hasExited()) throw new Error(`${proc.name} exited before ${url} answered (log: ${proc.log})`);
      return answers(url);
    },
    timeoutMs,
    200,
  );
}

const pageSize = 4096;

/** Resident memory (bytes) of `rootPid` and all its descendants, from /proc. */
export function treeRssBytes(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name "(…)": state is field 3, ppid 4, rss (pages) 24.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(entry);
      const ppid = Number(fields[1]);
      rss.set(pid, Number(fields[21] ?? 0) * pageSize);
      const list = children.get(ppid) ?? [];
      list.push(pid);
      children.set(ppid, list);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const stack = [rootPid];
  const seen = new Set<number>();
  while (stack.length > 0) {
    const pid = stack.pop()!;
    if (seen.has(pid)) continue;
    seen.add(pid);
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

export interface CompletedRun {
  code: number | null;
  seconds: number;
  peakRssBytes: number;
}

/** Runs a command to its end (killed after `timeoutMs`), sampling the process tree's memory. */
export async function runMeasured(name: string, command: string, args: string[], options: SpawnOptions & { timeoutMs: number }): Promise<CompletedRun> {
  const started = performance.now();
  const proc = startProcess(name, command, args, options);
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, treeRssBytes(proc.pid));
  }, 250);
  const timeout = setTimeout(() => void proc.stop(), options.timeoutMs);
  try {
    const code = await proc.exited;
    return { code, seconds: (performance.now() - started) / 1000, peakRssBytes: peak };
  } finally {
    clearInterval(sampler);
    clearTimeout(timeout);
    await proc.stop();
  }
}
