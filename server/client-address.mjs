// @ts-check
/**
 * Who a request comes from, for the per-client search limit. Directly, the peer's address. Behind
 * a CDN or load balancer every request comes from the proxy, so `CLIENT_ADDRESS_HEADER` names the
 * header the proxy sets to the visitor's address (`cf-connecting-ip`, `fastly-client-ip`,
 * `true-client-ip`; for `x-forwarded-for` the last entry, the one the proxy itself appended). Only
 * set it when every request passes through that proxy: a visitor can send the header too.
 *
 * @param {import('node:http').IncomingMessage} request
 * @param {string | undefined} header lowercase header name, or undefined for the peer's address
 */
export function clientAddress(request, header) {
  if (header) {
    const value = request.headers[header];
    const raw = Array.isArray(value) ? value[value.length - 1] : value;
    const last = raw?.split(',').pop()?.trim();
    if (last) return last.slice(0, 64);
  }
  return request.socket.remoteAddress ?? 'unknown';
}
