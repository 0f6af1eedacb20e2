import { sanitizeCmsHtml } from '@/lib/sanitize';

/** CMS HTML, sanitised on the server (lib/sanitize.ts) before it is rendered. */
export function RichText({ html, className = '' }: { html: string | null | undefined; className?: string }) {
  const clean = sanitizeCmsHtml(html);
  if (!clean) return null;
  return <div className={`prose-cms ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
