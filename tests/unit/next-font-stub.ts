// Next compiles `next/font/local` calls at build time; under Vitest there is no such step, so a
// font is only its class names (what the layout puts on <html>).
export default function localFont(options: { variable?: string }): { className: string; variable: string; style: { fontFamily: string } } {
  const name = options.variable?.replace(/^--/, '') ?? 'font';
  return { className: `${name}-class`, variable: `${name}-variable`, style: { fontFamily: name } };
}
