// Reads `npm audit --json` on stdin and prints one line per high or critical advisory that the
// allowlist file (argv[2]: advisory URLs, `#` comments) does not excuse. Prints nothing when clean.
import { existsSync, readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(0, 'utf8'));
const allowlistFile = process.argv[2];
const allowed = new Set(
  allowlistFile && existsSync(allowlistFile)
    ? readFileSync(allowlistFile, 'utf8').split('\n').map((line) => line.replace(/#.*/, '').trim()).filter(Boolean)
    : [],
);
for (const [name, vulnerability] of Object.entries(report.vulnerabilities ?? {})) {
  for (const via of vulnerability.via ?? []) {
    if (typeof via !== 'object' || !['high', 'critical'].includes(via.severity)) continue;
    if (allowed.has(via.url)) continue;
    console.log(`${name}: ${via.severity} ${via.title} ${via.url}`);
  }
}
