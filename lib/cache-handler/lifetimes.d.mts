export const pageExpireSeconds: number;
export const redisEntrySeconds: number;
