// A loopback stand-in for a CDN's purge-by-URL API (Cloudflare's body: {"files": [...]}).
// POST / records the call; GET /calls lists them. PORT from the first argument.
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? 4599);
const calls = [];
createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    if (req.method === 'GET' && req.url === '/calls') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(calls));
      return;
    }
    if (req.method === 'POST') {
      let body = null;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        // Recorded as null.
      }
      calls.push({ at: Date.now(), authorization: req.headers.authorization ?? null, body });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: true, errors: [], messages: [], result: { id: 'stand-in' } }));
      return;
    }
    res.writeHead(405).end();
  });
}).listen(port, '127.0.0.1');
