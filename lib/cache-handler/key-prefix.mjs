/**
 * The Redis key prefix: `<REDIS_KEY_PREFIX or "festival">:<build id>:`. One namespace per build,
 * so a new deployment never reads the entries (or stale marks) of the previous one, and two sites
 * can share one Redis with different REDIS_KEY_PREFIX values.
 *
 * @param {string} buildId
 * @param {Record<string, string | undefined>} [env]
 */
export function keyPrefixFor(buildId, env = process.env) {
  const base = (env.REDIS_KEY_PREFIX || 'festival').replace(/:+$/, '');
  return `${base}:${buildId}:`;
}
