/**
 * `npm run cms -- set …`: one edit sent to the running content server's admin endpoint (CMS_URL,
 * default http://127.0.0.1:4000, token CMS_ADMIN_TOKEN), answered with one line.
 *
 *   npm run cms -- set event opening-night title "Opening Night (new)"
 *   npm run cms -- set event soiree-d-ouverture price "25 $" --language fr
 *   npm run cms -- set settings popPhone "514-555-0100" --language en
 */
import { editableFields, editTypes, type EditType } from './fields';
import { EDITS_PATH } from './admin-endpoint';

const usage =
  `usage: npm run cms -- set <${editTypes.filter((type) => type !== 'settings').join('|')}> <slug> <field> <value> [--language en|fr]` +
  ' | set settings <field> <value> [--language en|fr]';

interface CliIo {
  env: Readonly<Record<string, string | undefined>>;
  out(line: string): void;
  err(line: string): void;
}

/** The edit request body from `set …` arguments, or a usage error. */
export function editFromArgs(args: readonly string[]): Record<string, unknown> | string {
  const rest = [...args];
  let language: string | undefined;
  const flag = rest.findIndex((arg) => arg === '--language' || arg === '--lang');
  if (flag !== -1) {
    language = rest[flag + 1];
    if (!language) return usage;
    rest.splice(flag, 2);
  }
  const [command, type, ...positional] = rest;
  if (command !== 'set' || !editTypes.includes(type as EditType)) return usage;
  const editType = type as EditType;
  const [slug, field, value] = editType === 'settings' ? [undefined, ...positional] : positional;
  if (field === undefined || value === undefined || positional.length !== (editType === 'settings' ? 2 : 3)) return usage;
  // Arguments are strings; a boolean field takes `true` / `false`.
  const spec = editableFields[editType][field];
  const typedValue = spec?.kind === 'boolean' && (value === 'true' || value === 'false') ? value === 'true' : value;
  return { type: editType, ...(slug === undefined ? {} : { slug }), ...(language ? { language } : {}), field, value: typedValue };
}

function describeResult(body: Record<string, unknown>): string {
  const edited = body.edited as Record<string, unknown>;
  const revalidation = body.revalidation as { status: string; httpStatus?: number; reason?: string };
  const item = [edited.type, edited.slug, edited.language && `(${String(edited.language)})`].filter(Boolean).join(' ');
  const site =
    revalidation.status === 'ok'
      ? `site revalidated (HTTP ${revalidation.httpStatus})`
      : revalidation.status === 'off'
        ? 'site not notified (SITE_REVALIDATE_URL unset)'
        : `site revalidation failed (${revalidation.reason}), retrying once`;
  return `edited ${item} ${String(edited.field)}; ${site}`;
}

export async function runAdminCli(args: readonly string[], io: CliIo): Promise<number> {
  const edit = editFromArgs(args);
  if (typeof edit === 'string') {
    io.err(edit);
    return 2;
  }
  const token = io.env.CMS_ADMIN_TOKEN?.trim();
  if (!token) {
    io.err('CMS_ADMIN_TOKEN is not set: use the token the content server was started with');
    return 2;
  }
  const base = (io.env.CMS_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
  let response: Response;
  try {
    response = await fetch(`${base}${EDITS_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(edit),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    const reason = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    io.err(`content server unreachable at ${base} (${reason})`);
    return 1;
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.status !== 200) {
    io.err(`edit refused (HTTP ${response.status}): ${typeof body.error === 'string' ? body.error : 'no reason given'}`);
    return 1;
  }
  io.out(describeResult(body));
  return 0;
}
