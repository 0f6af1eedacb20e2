/**
 * The PHP-FPM workers of the CPU-costing answer-time model (./answer-time.ts, `wordpress-cpu`):
 * a pool of threads in the content server's process that each burn a given amount of THEIR OWN
 * CPU time per answer, as a PHP worker spends its request's CPU. On a shared machine they compete
 * for the cores with whatever else runs there (the site rendering its pages), so an answer takes
 * longer while the site is busy, and the site's renders take longer while answers are computed:
 * what a WordPress on the same host does, and what a sleeping model cannot show.
 *
 * Requests beyond the pool's size wait for a free worker (PHP-FPM's listen queue).
 */
import { Worker } from 'node:worker_threads';

/**
 * The worker's code (plain JavaScript, evaluated: no loader needed under tsx or vitest). It spins
 * until its own thread has used `cpuMs` of CPU (`process.threadCpuUsage`, Node ≥ 23.9): wall-clock
 * time would count the moments another process held the core.
 */
const workerSource = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ id, cpuMs }) => {
  const start = process.threadCpuUsage();
  const target = cpuMs * 1000;
  let sink = 0;
  for (;;) {
    for (let i = 1; i < 20000; i += 1) sink += Math.sqrt(i) % 7;
    const used = process.threadCpuUsage(start);
    if (used.user + used.system >= target) break;
  }
  parentPort.postMessage({ id, sink: sink > 0 });
});
`;

interface Job {
  cpuMs: number;
  done: () => void;
}

export class CpuWorkers {
  private readonly idle: Worker[] = [];
  private readonly queue: Job[] = [];
  private readonly pending = new Map<number, () => void>();
  private readonly busy = new Map<Worker, number>();
  private nextId = 1;
  private started = 0;

  constructor(readonly size: number) {}

  /** Resolves once a worker has spent `cpuMs` of CPU for this answer. */
  burn(cpuMs: number): Promise<void> {
    if (cpuMs <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.queue.push({ cpuMs, done: resolve });
      this.dispatch();
    });
  }

  /** Answers waiting for a worker, and answers being computed. */
  load(): { waiting: number; working: number } {
    return { waiting: this.queue.length, working: this.busy.size };
  }

  private worker(): Worker | null {
    const ready = this.idle.pop();
    if (ready) return ready;
    if (this.started >= this.size) return null;
    this.started += 1;
    const worker = new Worker(workerSource, { eval: true });
    // The pool never keeps the content server (or a test run) alive.
    worker.unref();
    worker.on('message', ({ id }: { id: number }) => {
      this.busy.delete(worker);
      this.pending.get(id)?.();
      this.pending.delete(id);
      this.idle.push(worker);
      this.dispatch();
    });
    return worker;
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const worker = this.worker();
      if (!worker) return;
      const job = this.queue.shift()!;
      const id = this.nextId++;
      this.pending.set(id, job.done);
      this.busy.set(worker, id);
      worker.postMessage({ id, cpuMs: job.cpuMs });
    }
  }

  async close(): Promise<void> {
    const workers = [...this.idle, ...this.busy.keys()];
    this.idle.length = 0;
    this.started = 0;
    await Promise.all(workers.map((worker) => worker.terminate()));
    for (const done of this.pending.values()) done();
    this.pending.clear();
    for (const job of this.queue.splice(0)) job.done();
  }
}

const pools = new Map<number, CpuWorkers>();

/** The process's pool of this size (one per content server process, shared by its answers). */
export function cpuWorkers(size: number): CpuWorkers {
  let pool = pools.get(size);
  if (!pool) pools.set(size, (pool = new CpuWorkers(size)));
  return pool;
}
