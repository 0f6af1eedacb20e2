// After `next build` with NEXT_OUTPUT=standalone: the standalone server serves `public/` and
// `.next/static` from its own folder, which Next leaves to the deployer to copy (the Dockerfile
// does the same). The site's own server (server/start.mjs: Next.js behind the request gate) and
// the plain modules it imports are not traced by Next either: copied too. Nothing to do after a
// regular build.
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = process.cwd();
const standalone = path.join(root, '.next/standalone');
/** The folders of the site's own server: server/start.mjs and the Next.js internals it reads. */
const serverFolders = ['server', 'lib/next-internals'];

/**
 * Every plain module those folders import, followed from import to import (relative `.mjs`
 * specifiers), so that a module the gate starts to import is copied without a list to keep.
 */
function importedModules(folders) {
  const queue = folders.flatMap((folder) => readdirSync(path.join(root, folder)).filter((name) => name.endsWith('.mjs')).map((name) => path.join(folder, name)));
  const seen = new Set();
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+\.mjs)['"]/g)) {
      queue.push(path.relative(root, path.resolve(path.dirname(path.join(root, file)), specifier)));
    }
  }
  return [...seen].filter((file) => !folders.some((folder) => file.startsWith(`${folder}/`)));
}

if (existsSync(path.join(standalone, 'server.js'))) {
  cpSync(path.join(root, 'public'), path.join(standalone, 'public'), { recursive: true });
  cpSync(path.join(root, '.next/static'), path.join(standalone, '.next/static'), { recursive: true });
  for (const file of [...serverFolders, ...importedModules(serverFolders)]) cpSync(path.join(root, file), path.join(standalone, file), { recursive: true });
  console.log('standalone: copied public/, .next/static and the request gate (server/) into .next/standalone');
}
