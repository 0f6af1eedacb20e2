// After `next build` with NEXT_OUTPUT=standalone: the standalone server serves `public/` and
// `.next/static` from its own folder, which Next leaves to the deployer to copy (the Dockerfile
// does the same). The site's own server (server/start.mjs: Next.js behind the request gate) and
// the plain modules it imports are not traced by Next either: copied too. Nothing to do after a
// regular build.
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const standalone = path.join(root, '.next/standalone');
/** server/start.mjs and what it imports (plain JavaScript, run by Node.js as they are). */
const serverFiles = ['server', 'security-headers.mjs', 'features/listen/embed-hosts.mjs', 'i18n/route-table.mjs', 'i18n/public-path.mjs', 'lib/slug-syntax.mjs', 'lib/calendar-day.mjs', 'lib/next-internals'];

if (existsSync(path.join(standalone, 'server.js'))) {
  cpSync(path.join(root, 'public'), path.join(standalone, 'public'), { recursive: true });
  cpSync(path.join(root, '.next/static'), path.join(standalone, '.next/static'), { recursive: true });
  for (const file of serverFiles) cpSync(path.join(root, file), path.join(standalone, file), { recursive: true });
  console.log('standalone: copied public/, .next/static and the request gate (server/) into .next/standalone');
}
