import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

describe('the build refuses to run without a content server', () => {
  it('fails with one clear line naming the endpoint', async () => {
    const endpoint = 'http://127.0.0.1:59999/graphql/';
    const failure = await run('node', ['scripts/check-content-server.mjs'], {
      env: { ...process.env, CMS_GRAPHQL_URL: endpoint },
    }).catch((error: { code: number; stderr: string }) => error);
    expect('code' in failure && failure.code).toBe(1);
    const lines = (failure as { stderr: string }).stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`content server unreachable at ${endpoint}`);
  });
});
