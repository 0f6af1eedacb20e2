// @vitest-environment jsdom
/**
 * The error boundaries (`app/[locale]/error.tsx`, `app/global-error.tsx`): in the failed page's
 * language, with a working "try again" and a way home; their strings are the dictionaries'.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LocaleError from '@/app/[locale]/error';
import GlobalError from '@/app/global-error';
import { getDictionary } from '@/i18n/dictionaries';
import type { Locale } from '@/i18n/locales';

const route = vi.hoisted(() => ({ params: {} as Record<string, string> }));
vi.mock('next/navigation', () => ({ useParams: () => route.params }));

function boundaryProps() {
  return { error: Object.assign(new Error('content server unreachable'), { digest: '123' }), reset: vi.fn(), retry: vi.fn() };
}

const cases: { locale: Locale; home: string }[] = [
  { locale: 'en', home: '/' },
  { locale: 'fr', home: '/fr' },
];

afterEach(() => {
  route.params = {};
});

describe('the page error boundary', () => {
  it.each(cases)('says what happened in the page’s language, with a way home ($locale)', ({ locale, home }) => {
    route.params = { locale };
    const t = getDictionary(locale).error;
    render(<LocaleError {...boundaryProps()} />);
    const heading = screen.getByRole('heading', { level: 1, name: t.title });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('main')).toHaveTextContent(t.body);
    expect(screen.getByRole('link', { name: t.backHome })).toHaveAttribute('href', home);
  });

  it.each(cases)('asks the server for the page again when the visitor tries again ($locale)', async ({ locale }) => {
    route.params = { locale };
    const props = boundaryProps();
    render(<LocaleError {...props} />);
    await userEvent.click(screen.getByRole('button', { name: getDictionary(locale).error.retry }));
    expect(props.retry).toHaveBeenCalledTimes(1);
  });

  it('is in English under a segment that is not a language', () => {
    route.params = { locale: 'de' };
    render(<LocaleError {...boundaryProps()} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(getDictionary('en').error.title);
  });

  it('has French strings of its own, not the English ones', () => {
    const [en, fr] = [getDictionary('en').error, getDictionary('fr').error];
    for (const key of Object.keys(en) as (keyof typeof en)[]) expect(fr[key], key).not.toBe(en[key]);
  });
});

describe('the global error boundary', () => {
  it.each(cases)('renders a whole document in the page’s language ($locale)', ({ locale }) => {
    route.params = { locale };
    const html = renderToStaticMarkup(<GlobalError {...boundaryProps()} />);
    const doc = new DOMParser().parseFromString(`<!DOCTYPE html>${html}`, 'text/html');
    const t = getDictionary(locale).error;
    expect(doc.documentElement.lang).toBe(locale);
    expect(doc.title).toBe(t.title);
    expect(doc.querySelector('main h1')?.textContent).toBe(t.title);
    expect(doc.querySelector('main button')?.textContent).toBe(t.retry);
  });
});
