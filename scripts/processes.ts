/**
 * THE helper for the servers that the cluster script, the benchmark and the browser tests start:
 * detached child processes (each in its own process group, so a stop takes its children too,
 * e.g. a build's workers), output appended to a log file, and waits that are always bounded.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';

export interface ProcessOptions {
  cwd: string;
  env?: Record<string, string | undefined>;
  /** Log file the process's output is appended to. */
  log: string;
}

/** Starts `command` detached in a process group of its own; the caller keeps the child. */
export function spawnDetached(command: string, args: string[], options: ProcessOptions): ChildProcess & { pid: number } {
  const log = openSync(options.log, 'a');
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...options.env },
    detached: true,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  if (child.pid === undefined) throw new Error(`could not start ${command}`);
  return child as ChildProcess & { pid: number };
}

/** Starts a process that outlives this one's event loop (state kept by pid, e.g. across test workers). */
export function startProcess(command: string, args: string[], options: ProcessOptions): number {
  const child = spawnDetached(command, args, options);
  child.unref();
  return child.pid;
}

export function isAlive(pid: number | null): boolean {
  if (pid === null) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Signals the process group a `startProcess` call created. */
export function stopProcess(pid: number | null, signal: NodeJS.Signals = 'SIGTERM'): void {
  if (pid === null) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** SIGTERM, then SIGKILL after `graceMs` if the group leader is still there. */
export async function stopAndWait(pid: number | null, graceMs = 5000): Promise<void> {
  if (pid === null) return;
  stopProcess(pid, 'SIGTERM');
  await waitUntil('process exit', async () => !isAlive(pid), graceMs).catch(() => stopProcess(pid, 'SIGKILL'));
  stopProcess(pid, 'SIGKILL');
}

export async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs: number, intervalMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not reached within ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Whether `url` answers with a status below 500 (redirects not followed). */
export async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000), redirect: 'manual' });
    await response.arrayBuffer();
    return response.status < 500;
  } catch {
    return false;
  }
}

/** Whether something accepts TCP connections on the loopback port (Redis speaks no HTTP). */
export function portAnswers(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

export function assertPortFree(port: number, hint: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`port ${port} is in use: stop what runs there or set ${hint}`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}
