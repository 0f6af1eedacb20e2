// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchCard, SearchResponse, SearchSectionResults } from '@/features/search/search-contract';
import { dialogScript } from '@/components/dialog/dialog-script';
import { handOver, SearchDialog } from '@/components/search/search-dialog';
import { buildSearchIndex } from '@/features/search/search-index';
import { getSearchStrings } from '@/components/search/search-launcher';
import type { Locale } from '@/i18n/locales';

// jsdom has <dialog> without its modal behaviour: enough of it for the island's wiring.
beforeAll(() => {
  Object.defineProperty(HTMLDialogElement.prototype, 'open', {
    configurable: true,
    get(this: HTMLDialogElement) {
      return this.hasAttribute('open');
    },
  });
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  // The page's inline <head> script: jsdom has no invoker commands, which it then carries out.
  (0, eval)(dialogScript());
});

function card(id: string, extra: Partial<SearchCard> = {}): SearchCard {
  return {
    id,
    kind: 'event',
    title: `Title ${id}`,
    slug: id,
    href: `/event/${id}`,
    image: { url: '/placeholder.svg', alt: '' },
    icons: [],
    venue: null,
    venuePath: null,
    dateTime: null,
    date: null,
    time: null,
    newDate: false,
    cancelled: false,
    ...extra,
  };
}

const none: SearchSectionResults = { items: [], endCursor: null, hasNextPage: false };

function searchAnswer(term: string): SearchResponse {
  return {
    term,
    sections: {
      events: {
        items: ['1', '2', '3', '4', '5'].map((id) =>
          card(`e${id}`, id === '1' ? { newDate: true, venue: 'La Sala Rossa', date: 'Sep 22, 2027', time: '8:30 pm', dateTime: '2027-09-22T20:30:00' } : {}),
        ),
        endCursor: 'YXJyYXljb25uZWN0aW9uOjU=',
        hasNextPage: true,
      },
      artists: none,
      venues: none,
      news: none,
      pages: none,
    },
    errors: [],
  };
}

let replies: Array<() => Response>;
/** The search index's file: unavailable here unless a test serves one, so the panel asks the search route. */
let indexFile: () => Response;
const fetchMock = vi.fn<(url: string) => Promise<Response>>(async (url) =>
  url.startsWith('/search-index.') ? indexFile() : (replies.shift() ?? (() => Response.json({ errors: ['unexpected'] })))(),
);
/** The calls to the search route (the index's file aside). */
const searchCalls = () => fetchMock.mock.calls.map(([url]) => url).filter((url) => url.startsWith('/api/search'));

beforeEach(() => {
  // The panel writes its term into the address bar: each test starts from a page without one.
  window.history.replaceState(null, '', '/');
  replies = [];
  indexFile = () => new Response('Not found', { status: 404 });
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPanel(locale: Locale = 'en') {
  const user = userEvent.setup();
  render(
    <SearchDialog
      locale={locale}
      strings={getSearchStrings(locale)}
      searchPath={locale === 'en' ? '/search' : '/fr/recherche'}
      helpfulLinks={[
        { id: 'l1', label: 'Tickets', href: '/tickets-and-passes', external: false, children: [] },
        { id: 'l2', label: 'Map', href: 'https://maps.example.com', external: true, children: [] },
      ]}
    />,
  );
  return user;
}

async function openPanel(user: ReturnType<typeof userEvent.setup>, name = 'Search the site') {
  const icon = screen.getByRole('button', { name });
  // The live panel's code is fetched when the pointer reaches the icon; until it is here, the
  // icon opens the server-rendered frame instead (checked above).
  await user.hover(icon);
  await vi.waitFor(() => expect(icon).not.toHaveAttribute('commandfor'));
  await user.click(icon);
  return screen.findByRole('dialog', { hidden: false });
}

describe('search frame (before the panel is here)', () => {
  it('the icon opens a server-rendered dialog by itself, whose GET form leads to the results page', async () => {
    vi.resetModules();
    // The panel's code never arrives (a slow network): the frame stays.
    vi.doMock('@/components/search/search-panel', () => new Promise(() => {}));
    const { SearchDialog: FreshSearchDialog } = await import('@/components/search/search-dialog');
    const user = userEvent.setup();
    render(<FreshSearchDialog locale="fr" strings={getSearchStrings('fr')} searchPath="/fr/recherche" helpfulLinks={[]} />);
    const icon = screen.getByRole('button', { name: 'Rechercher dans le site' });
    const frame = document.getElementById(icon.getAttribute('commandfor')!) as HTMLDialogElement;
    expect(icon).toHaveAttribute('command', 'show-modal');
    expect(frame.tagName).toBe('DIALOG');
    await user.click(icon);
    expect(frame.open).toBe(true);
    expect(frame).toHaveAccessibleName('POP Montréal Recherche');
    const form = within(frame).getByRole('search');
    expect(form).toHaveAttribute('action', '/fr/recherche');
    expect(form).toHaveAttribute('method', 'get');
    const field = within(frame).getByRole('textbox', { name: 'Termes de recherche' });
    expect(field).toHaveAttribute('name', 'q');
    // In the server HTML the field is the dialog's autofocus element: it has the focus on opening.
    const html = renderToStaticMarkup(<FreshSearchDialog locale="fr" strings={getSearchStrings('fr')} searchPath="/fr/recherche" helpfulLinks={[]} />);
    expect(html).toMatch(/<input autofocus="" id="[^"]+search-q"[^>]* name="q"/);
    await user.click(within(frame).getByRole('button', { name: 'Fermer la recherche' }));
    expect(frame.open).toBe(false);
    vi.doUnmock('@/components/search/search-panel');
  });
});

describe('the panel taking over the frame', () => {
  function dialogWithField(value: string): { dialog: HTMLDialogElement; field: HTMLInputElement; form: HTMLFormElement } {
    const dialog = document.createElement('dialog');
    dialog.innerHTML = '<form role="search" action="/search" method="get"><input name="q"></form>';
    document.body.append(dialog);
    const field = dialog.querySelector('input')!;
    field.value = value;
    return { dialog, field, form: dialog.querySelector('form')! };
  }

  it.each([
    ['typed only', false],
    ['already asked for', true],
  ])('closes the frame once the panel is open, with the term %s', async (_, submit) => {
    const frame = dialogWithField('  jazz night');
    frame.dialog.showModal();
    const panel = dialogWithField('');
    const typed = vi.fn();
    panel.field.addEventListener('input', typed);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    panel.form.addEventListener('submit', submitted);
    // As the island does: the hand-over's end resets the request, read before it.
    let asked = submit;
    const done = vi.fn(() => {
      asked = false;
    });
    handOver(frame.dialog, () => asked, () => panel.dialog.showModal(), done);
    await vi.waitFor(() => expect(frame.dialog.open).toBe(false));
    expect(panel.dialog.open).toBe(true);
    expect(panel.field.value).toBe('  jazz night');
    expect(typed).toHaveBeenCalledTimes(1);
    expect(submitted).toHaveBeenCalledTimes(submit ? 1 : 0);
    expect(done).toHaveBeenCalledTimes(1);
    frame.dialog.remove();
    panel.dialog.remove();
  });

  it('a frame the visitor closed before the panel opened ends the search: the panel closes as it opens', async () => {
    const frame = dialogWithField('music');
    frame.dialog.showModal();
    const panel = dialogWithField('');
    const submitted = vi.fn((event: Event) => event.preventDefault());
    panel.form.addEventListener('submit', submitted);
    let openThePanel!: () => void;
    const panelArrives = new Promise<void>((resolve) => (openThePanel = resolve));
    const shown = vi.fn(() => panel.dialog.showModal());
    handOver(frame.dialog, () => true, () => void panelArrives.then(shown), vi.fn());
    // Escape while the panel's code is on its way.
    frame.dialog.close();
    openThePanel();
    await vi.waitFor(() => expect(shown).toHaveBeenCalled());
    await vi.waitFor(() => expect(panel.dialog.open).toBe(false));
    expect(submitted).not.toHaveBeenCalled();
    frame.dialog.remove();
    panel.dialog.remove();
  });
});

describe('search panel (island)', () => {
  it('opens a labelled modal dialog, moves focus into it and marks the body', async () => {
    const user = renderPanel();
    const dialog = await openPanel(user);
    expect(dialog).toHaveAccessibleName('Search POP Montreal');
    expect(screen.getByRole('textbox', { name: 'Search terms' })).toHaveFocus();
    expect(document.body).toHaveClass('modal-open');
    const links = within(dialog).getByRole('navigation', { name: 'Helpful Links' });
    expect(within(links).getByRole('link', { name: 'Tickets' })).toHaveAttribute('href', '/tickets-and-passes');
    expect(within(links).getByRole('link', { name: /Map/ })).toHaveAttribute('target', '_blank');
  });

  it('refuses an empty or blank term without any request', async () => {
    const user = renderPanel();
    await openPanel(user);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter search terms');
    await user.type(screen.getByRole('textbox', { name: 'Search terms' }), '   {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter search terms');
    expect(screen.getByRole('textbox', { name: 'Search terms' })).toHaveAttribute('aria-invalid', 'true');
    expect(searchCalls()).toEqual([]);
  });

  it('one request per submit, a spinner while loading, then the heading and the cards', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    replies.push(() => Response.json(searchAnswer('jazz night')));
    fetchMock.mockImplementationOnce(async () => indexFile());
    fetchMock.mockImplementationOnce(async () => {
      await gate;
      return replies.shift()!();
    });
    const user = renderPanel();
    await openPanel(user);
    await user.type(screen.getByRole('textbox', { name: 'Search terms' }), '  jazz   night {Enter}');
    await vi.waitFor(() => expect(searchCalls()).toEqual(['/api/search?q=jazz+night&lang=en']));
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    await act(async () => release());
    const status = screen.getByRole('status');
    expect(within(status).getByRole('heading', { name: 'Search Results for "jazz night"' })).toBeInTheDocument();
    const events = screen.getByRole('region', { name: 'Events' });
    expect(within(events).getAllByRole('article')).toHaveLength(5);
    const first = within(events).getAllByRole('article')[0]!;
    expect(first).toHaveTextContent('New Date!');
    expect(first).toHaveTextContent('La Sala Rossa');
    expect(within(first).getByText('Sep 22, 2027 · 8:30 pm')).toHaveAttribute('datetime', '2027-09-22T20:30:00');
    for (const name of ['Artists', 'Venues', 'News', 'Pages']) {
      expect(within(screen.getByRole('region', { name })).getByText('Nothing found in this section.')).toBeInTheDocument();
    }
  });

  it('load more asks for the next page with the cursor and appends, then disappears', async () => {
    replies.push(() => Response.json(searchAnswer('jazz')));
    replies.push(() =>
      Response.json({ term: 'jazz', section: 'events', results: { items: [card('e6'), card('e7')], endCursor: 'YXJyYXljb25uZWN0aW9uOjc=', hasNextPage: false }, errors: [] }),
    );
    const user = renderPanel();
    await openPanel(user);
    await user.type(screen.getByRole('textbox', { name: 'Search terms' }), 'jazz{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Load more Events' }));
    expect(searchCalls()[1]).toBe('/api/search?q=jazz&lang=en&section=events&after=YXJyYXljb25uZWN0aW9uOjU%3D');
    const events = screen.getByRole('region', { name: 'Events' });
    await vi.waitFor(() => expect(within(events).getAllByRole('article')).toHaveLength(7), { timeout: 5000 });
    expect(within(events).queryByRole('button', { name: /Load more/ })).toBeNull();
    await vi.waitFor(() => expect(within(events).getByRole('link', { name: 'Title e6' })).toHaveFocus(), { timeout: 5000 });
  });

  it('shows the errors in place of the heading and stays usable', async () => {
    replies.push(() => Response.json({ errors: ['Response not successful: Received status code 500'] }, { status: 502 }));
    replies.push(() => Response.json(searchAnswer('jazz')));
    const user = renderPanel();
    await openPanel(user);
    const field = screen.getByRole('textbox', { name: 'Search terms' });
    await user.type(field, 'jazz{Enter}');
    const status = screen.getByRole('status');
    await vi.waitFor(() => expect(status).toHaveTextContent('Response not successful: Received status code 500'));
    expect(within(status).queryByRole('heading')).toBeNull();
    await user.type(field, '{Enter}');
    expect(await within(status).findByRole('heading', { name: 'Search Results for "jazz"' })).toBeInTheDocument();
  });

  it('the close button closes it, unmarks the body and returns focus to the icon', async () => {
    const user = renderPanel();
    await openPanel(user);
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body).not.toHaveClass('modal-open');
    expect(screen.getByRole('button', { name: 'Search the site' })).toHaveFocus();
  });

  it('clicking a result closes the panel', async () => {
    replies.push(() => Response.json(searchAnswer('jazz')));
    const user = renderPanel();
    await openPanel(user);
    await user.type(screen.getByRole('textbox', { name: 'Search terms' }), 'jazz{Enter}');
    const link = await screen.findByRole('link', { name: 'Title e2' });
    link.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot navigate
    await user.click(link);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('speaks French', async () => {
    replies.push(() => Response.json(searchAnswer('jazz')));
    const user = renderPanel('fr');
    const dialog = await openPanel(user, 'Rechercher dans le site');
    expect(dialog).toHaveAccessibleName('POP Montréal Recherche');
    await user.click(within(dialog).getByRole('button', { name: 'Rechercher' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez entrer un terme de recherche');
    await user.type(screen.getByRole('textbox', { name: 'Termes de recherche' }), 'jazz{Enter}');
    await vi.waitFor(() => expect(searchCalls()[0]).toBe('/api/search?q=jazz&lang=fr'));
    expect(await screen.findByRole('heading', { name: 'Résultats pour "jazz"' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Plus d'Événements" })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Nouvelles' })).toHaveTextContent('Aucun résultat dans cette section.');
  });
});

describe('search panel with the index (island)', () => {
  const index = (savedAt?: string) => () =>
    Response.json(
      buildSearchIndex(
        'en',
        [
          { id: 0, title: 'Opening Night: Mira Solenne', otherTitle: 'Soirée d’ouverture', names: 'Mira Solenne · Salle Mirabelle', categories: 'Music', body: '' },
          { id: 1, title: 'Mira Solenne', otherTitle: '', names: '', categories: 'Music', body: '' },
        ],
        [card('opening-night', { href: '/event/opening-night', title: 'Opening Night: Mira Solenne' }), card('mira', { kind: 'artist', href: '/artist/mira-solenne', title: 'Mira Solenne' })],
      ),
      savedAt ? { headers: { 'x-offline-saved-at': savedAt } } : {},
    );

  it('answers each keystroke from the loaded index, without asking the site, and puts the term in the address bar', async () => {
    indexFile = index();
    const user = renderPanel();
    await openPanel(user);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/search-index.en.json', expect.anything()));
    await user.type(screen.getByRole('textbox', { name: 'Search terms' }), 'mira solene');
    expect(await screen.findByRole('heading', { name: 'Search Results for "mira solene"' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Artists' })).getByRole('link', { name: 'Mira Solenne' })).toHaveAttribute('href', '/artist/mira-solenne');
    expect(within(screen.getByRole('region', { name: 'Events' })).getByRole('link', { name: 'Opening Night: Mira Solenne' })).toBeInTheDocument();
    expect(searchCalls()).toEqual([]);
    expect(window.location.search).toBe('?q=mira+solene');
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(window.location.search).toBe('');
  });

  it('reopened on a page whose address holds a term, searches it at once', async () => {
    indexFile = index();
    window.history.replaceState(null, '', '/calendar?q=solenne');
    const user = renderPanel();
    await openPanel(user);
    expect(screen.getByRole('textbox', { name: 'Search terms' })).toHaveValue('solenne');
    expect(await screen.findByRole('heading', { name: 'Search Results for "solenne"' })).toBeInTheDocument();
  });

  it('back on a page whose address holds a term, the panel opens by itself with its term and results', async () => {
    indexFile = index();
    window.history.replaceState(null, '', '/calendar?q=solenne');
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Search Results for "solenne"' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search terms' })).toHaveValue('solenne');
  });

  it('offline, from the saved programme: says so and when, and offers the saved pages only', async () => {
    indexFile = index('2027-09-22T19:30:00.000Z');
    const saved = new Map([['festival-pages-build', ['http://localhost/artist/mira-solenne']]]);
    vi.stubGlobal('caches', {
      keys: async () => [...saved.keys()],
      open: async (name: string) => ({ keys: async () => (saved.get(name) ?? []).map((url) => new Request(url)) }),
    });
    const user = renderPanel();
    await openPanel(user);
    expect(await screen.findByText(/No connection: these results come from the programme saved on .*2027/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Search terms' }), 'mira');
    expect(await screen.findByRole('heading', { name: 'Search Results for "mira"' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Artists' })).getByRole('link', { name: 'Mira Solenne' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Events' })).toHaveTextContent('Nothing found in this section.');
  });
});
