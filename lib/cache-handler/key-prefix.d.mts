export function keyPrefixFor(buildId: string, env?: Record<string, string | undefined>): string;
