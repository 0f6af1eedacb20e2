import { notFound } from 'next/navigation';

/** Any path no route owns renders the localized 404 of its language (app/[locale]/not-found.tsx). */
export default function UnknownPath(): never {
  notFound();
}
