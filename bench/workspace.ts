/**
 * Where the bench builds: a temporary folder holding a copy of the site (without `.next`, so the
 * repo's own build is never touched) and the bare baseline app. Each gets this repo's
 * node_modules as hard links: Turbopack refuses a node_modules symlink that points outside the
 * project, and hard links cost no download and almost no disk.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeBareApp } from './baseline-app';

/** Top-level entries of the repo that the copy leaves out. */
const skipped = new Set(['.next', 'node_modules', '.git', 'test-results', 'playwright-report', 'tsconfig.tsbuildinfo', 'coverage', 'tmp']);
const skippedPaths = new Set(['bench/results', 'cms/.data']);

export interface Workspace {
  root: string;
  siteDir: string;
  bareDir: string;
  logsDir: string;
  remove(): void;
}

export function copyFilter(repoRoot: string): (src: string) => boolean {
  return (src) => {
    const rel = path.relative(repoRoot, src).split(path.sep).join('/');
    if (rel === '') return true;
    const top = rel.split('/')[0]!;
    return !skipped.has(top) && !skippedPaths.has(rel);
  };
}

function linkNodeModules(repoRoot: string, dir: string): void {
  execFileSync('cp', ['-al', path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules')], { stdio: 'ignore' });
}

export function createWorkspace(repoRoot: string, logsDir: string): Workspace {
  const root = mkdtempSync(path.join(os.tmpdir(), 'festival-bench-'));
  const siteDir = path.join(root, 'site');
  const bareDir = path.join(root, 'bare');
  cpSync(repoRoot, siteDir, { recursive: true, filter: copyFilter(repoRoot) });
  linkNodeModules(repoRoot, siteDir);
  mkdirSync(bareDir);
  writeBareApp(bareDir);
  linkNodeModules(repoRoot, bareDir);
  mkdirSync(logsDir, { recursive: true });
  const remove = () => {
    try {
      rmSync(root, { recursive: true, force: true, maxRetries: 3 });
    } catch (error) {
      console.error(`could not remove ${root}: ${(error as Error).message}`);
    }
  };
  return { root, siteDir, bareDir, logsDir, remove };
}
