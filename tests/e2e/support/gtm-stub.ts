/**
 * A stand-in for Google Tag Manager, for the browser tests: serves `/gtm.js` on loopback only, so
 * the tests make no outside request. The script records what it found in `window.dataLayer`
 * when it ran, which is how the tests prove the Consent Mode defaults came first.
 *
 *   GTM_STUB_PORT=4199 tsx tests/e2e/support/gtm-stub.ts
 */
import { createServer } from 'node:http';

const port = Number(process.env.GTM_STUB_PORT ?? 4199);

const gtmStubScript = `(function () {
  var script = document.currentScript;
  var entries = Array.prototype.map.call(window.dataLayer || [], function (entry) {
    return Object.prototype.toString.call(entry) === '[object Arguments]'
      ? { gtag: Array.prototype.slice.call(entry) }
      : entry;
  });
  window.__gtmStub = {
    src: script ? script.src : null,
    dataLayerAtLoad: JSON.parse(JSON.stringify(entries)),
  };
})();
`;

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/health') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  } else if (url.pathname === '/gtm.js' && url.searchParams.get('id')) {
    response
      .writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' })
      .end(gtmStubScript);
  } else {
    response.writeHead(404).end();
  }
});

server.listen(port, '127.0.0.1', () => {
  console.log(`GTM stand-in on http://127.0.0.1:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
