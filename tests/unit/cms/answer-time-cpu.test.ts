/**
 * The CPU-costing answer-time model (`CMS_ANSWER_TIME=wordpress-cpu`): its figures against the
 * quiet WordPress of issue 41 for the site's own documents, and its cost being CPU spent by a
 * bounded pool of workers (PHP-FPM's), not a wait.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerTimeFromEnv, answerTimeMs, wordpressCpuAnswerTime } from '../../../cms/http/answer-time';
import { CpuWorkers } from '../../../cms/http/cpu-workers';
import { startContentServer, type ContentServer } from '../../../cms/server';
import { createSeedStore } from '../../../cms/seed';
import { bySlugDocument, listDocument } from '@/queries/content-documents';
import { siteShellQuery } from '@/queries/shell';

describe('CMS_ANSWER_TIME=wordpress-cpu', () => {
  it('names the CPU model, and cpu:<q>+<n> other figures; a typo throws', () => {
    expect(answerTimeFromEnv('wordpress-cpu')).toEqual(wordpressCpuAnswerTime);
    expect(answerTimeFromEnv('cpu:40+0.5')).toEqual({ perQueryMs: 40, perNodeMs: 0.5, spends: 'cpu', workers: 6 });
    expect(() => answerTimeFromEnv('wordpress-gpu')).toThrow(/CMS_ANSWER_TIME/);
    expect(() => answerTimeFromEnv('cpu:fast')).toThrow(/CMS_ANSWER_TIME/);
  });
});

describe('the calibration on the site’s documents (the quiet WordPress of issue 41)', () => {
  let server: ContentServer;
  beforeAll(async () => {
    // Enough events for a list of 100 in one language.
    server = await startContentServer({ store: createSeedStore({ scale: 80 }), port: 0 });
  });
  afterAll(() => server.close());

  async function data(document: unknown, variables: Record<string, unknown>): Promise<Record<string, unknown>> {
    const response = await fetch(server.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: String(document), variables }) });
    const body = (await response.json()) as { data: Record<string, unknown>; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return body.data;
  }

  it('puts a 100-event list at 0.45–0.50 s, one event at 55–70 ms and the menus at 70–90 ms of CPU', async () => {
    const language = { language: 'EN', otherLanguage: 'FR' };
    const list = await data(listDocument('event'), { ...language, first: 100 });
    expect((list.events as { nodes: unknown[] }).nodes).toHaveLength(100);
    const slug = ((list.events as { nodes: Array<{ slug: string }> }).nodes[0]!).slug;
    const one = await data(bySlugDocument('event'), { ...language, slug });
    const menus = await data(siteShellQuery, { language: 'EN', otherLanguage: 'FR', primary: 'PRIMARY', secondary: 'SECONDARY', footer: 'FOOTER' });
    const cost = (answer: unknown) => answerTimeMs(wordpressCpuAnswerTime, answer);
    expect(cost(list)).toBeGreaterThanOrEqual(450);
    expect(cost(list)).toBeLessThanOrEqual(500);
    expect(cost(one)).toBeGreaterThanOrEqual(55);
    expect(cost(one)).toBeLessThanOrEqual(70);
    expect(cost(menus)).toBeGreaterThanOrEqual(70);
    expect(cost(menus)).toBeLessThanOrEqual(90);
  });
});

describe('the workers', () => {
  it('spend the CPU asked of them, at most `size` answers at once, the others waiting their turn', async () => {
    const workers = new CpuWorkers(2);
    try {
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      const load: Array<{ waiting: number; working: number }> = [];
      const answers = [0, 1, 2, 3].map(() => workers.burn(60));
      load.push(workers.load());
      await Promise.all(answers);
      const wallMs = performance.now() - started;
      const used = process.cpuUsage(cpuBefore);
      // Four answers of 60 ms: 240 ms of CPU spent (by this process's threads), two at a time.
      expect((used.user + used.system) / 1000).toBeGreaterThanOrEqual(230);
      expect(load[0]).toEqual({ waiting: 2, working: 2 });
      expect(wallMs).toBeGreaterThanOrEqual(115);
    } finally {
      await workers.close();
    }
  });
});
