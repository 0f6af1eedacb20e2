import { clockLibraryGlobal, clockLibraryName } from './clock-library';

/** A value an inline script receives: JSON data, or a function of the clock library (passed by name). */
type ScriptArgument = string | number | boolean | null | ((...args: never[]) => unknown) | ScriptArgument[] | { [key: string]: ScriptArgument };

/** A library function as the inline script names it. */
function libraryReference(run: unknown): string {
  return `${clockLibraryGlobal}[${JSON.stringify(clockLibraryName(run))}]`;
}

/** JSON written into a script: `<` escaped so that no content can close the element. */
function scriptValue(value: ScriptArgument): string {
  if (typeof value === 'function') return libraryReference(value);
  if (Array.isArray(value)) return `[${value.map(scriptValue).join(',')}]`;
  if (value !== null && typeof value === 'object') return `{${Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}:${scriptValue(item)}`).join(',')}}`;
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Runs `run(script, ...args)` in the browser while the page is parsed, before its first paint
 * and long before React's scripts arrive: for what the platform can show at once (what is on
 * now, "Tonight", where the timetable opens). `script` is the `<script>` element itself, so the
 * code finds what it works on beside it. `run` and every function among `args` belong to the
 * clock library (./clock-library.ts), which the head script defined before the body was parsed:
 * the page carries only the call and its data. The elements they change are either attributes
 * (which hydration leaves alone) or children React does not own (an element rendered with an
 * empty `dangerouslySetInnerHTML`). Without the head script (it failed to load) nothing runs, and
 * what these scripts show stays hidden, as outside the festival.
 */
export function InlineScript<Args extends ScriptArgument[]>({ run, args }: { run: (script: HTMLScriptElement, ...args: Args) => void; args: Args }) {
  const call = `window.${clockLibraryGlobal}&&${libraryReference(run)}(document.currentScript,${args.map(scriptValue).join(',')})`;
  return <script dangerouslySetInnerHTML={{ __html: call }} />;
}
