// After `next build` with NEXT_OUTPUT=standalone: the standalone server serves `public/` and
// `.next/static` from its own folder, which Next leaves to the deployer to copy (the Dockerfile
// does the same). Nothing to do after a regular build.
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const standalone = path.join(root, '.next/standalone');
if (existsSync(path.join(standalone, 'server.js'))) {
  cpSync(path.join(root, 'public'), path.join(standalone, 'public'), { recursive: true });
  cpSync(path.join(root, '.next/static'), path.join(standalone, '.next/static'), { recursive: true });
  console.log('standalone: copied public/ and .next/static into .next/standalone');
}
