export function isNotFoundResponse(value: unknown): boolean;
export function shouldStore(value: unknown, readExisting: () => Promise<unknown>): Promise<boolean>;
