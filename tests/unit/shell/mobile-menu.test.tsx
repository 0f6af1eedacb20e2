// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { SiteHeader } from '@/components/shell/site-header';
import { dialogScript, modalBodyClass } from '@/components/dialog/dialog-script';
import { disclosureScript } from '@/components/shell/disclosure-script';
import { englishShell } from '../fixtures/shell';

// jsdom has <dialog> but neither its modal behaviour nor invoker commands: enough of it to drive
// the page's inline script, which carries the commands out where a browser lacks them. The
// platform's own path (the focus trap, Escape, the inert page) is checked in
// tests/e2e/shell.spec.ts and tests/e2e/native-controls.spec.ts.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
  // The page's inline <head> script, as the layout renders it.
  (0, eval)(dialogScript() + disclosureScript());
});

function renderHeader() {
  return render(<SiteHeader locale="en" shell={englishShell()} languageSwitchHref="/fr" />);
}

/** The mobile menu's dialog (the header also holds the search's). */
function menuDialog(): HTMLDialogElement {
  const hamburger = screen.getByRole('button', { name: 'Open the menu', hidden: true });
  return document.getElementById(hamburger.getAttribute('aria-controls')!) as HTMLDialogElement;
}

describe('mobile menu', () => {
  it('is a button that opens its dialog by itself (an invoker command), in the server HTML', () => {
    const html = document.createElement('div');
    html.innerHTML = renderToStaticMarkup(<SiteHeader locale="en" shell={englishShell()} languageSwitchHref="/fr" />);
    const hamburger = [...html.querySelectorAll('button')].find((button) => button.textContent === 'Open the menu')!;
    const dialog = html.querySelector(`[id="${hamburger.getAttribute('commandfor')}"]`)!;
    expect(hamburger.getAttribute('command')).toBe('show-modal');
    expect(hamburger.getAttribute('aria-expanded')).toBe('false');
    expect(dialog.tagName).toBe('DIALOG');
    // Everything it holds is there before any script runs: the menu, the newsletter, a close button.
    expect(dialog.querySelector('nav[aria-label="Main menu"] a[href="/news"]')).not.toBeNull();
    expect(dialog.querySelector('input[name="EMAIL"]')).not.toBeNull();
    const close = [...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Close the menu')!;
    expect([close.getAttribute('commandfor'), close.getAttribute('command')]).toEqual([dialog.id, 'close']);
  });

  it('opens as a modal dialog, marks the body and the button, and closes', async () => {
    const user = userEvent.setup();
    renderHeader();
    const hamburger = screen.getByRole('button', { name: 'Open the menu' });
    const dialog = menuDialog();
    expect(dialog.open).toBe(false);
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');

    await user.click(hamburger);
    expect(dialog.open).toBe(true);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    expect(document.body).toHaveClass(modalBodyClass);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBe(dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Close the menu' }));
    expect(dialog.open).toBe(false);
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(document.body).not.toHaveClass(modalBodyClass);
  });

  it('closes when a link in it is followed', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open the menu' }));
    const dialog = menuDialog();
    const news = within(dialog).getByRole('link', { name: 'News' });
    news.addEventListener('click', (event) => event.preventDefault());
    await user.click(news);
    expect(dialog.open).toBe(false);
    expect(document.body).not.toHaveClass(modalBodyClass);
  });

  it('holds drop-downs of its own, in the flow, one open at a time; Escape closes the open one first', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open the menu' }));
    const dialog = menuDialog();
    const events = within(dialog).getByLabelText('Events submenu');
    expect(events.tagName).toBe('SUMMARY');
    await user.click(events);
    expect(events.closest('details')!.open).toBe(true);
    expect(within(dialog).getByRole('list', { name: 'Explore Events for' })).toBeVisible();
    // Opening another closes it (the platform's <details name>, which jsdom lacks, is checked in the browser).
    expect(events.closest('details')!.getAttribute('name')).toBe(within(dialog).getByLabelText('Artists submenu').closest('details')!.getAttribute('name'));

    // A click elsewhere in the menu closes it (the press alone does not: nothing moves under the finger).
    await user.pointer({ keys: '[MouseLeft>]', target: within(dialog).getByRole('heading', { name: 'Menu' }) });
    expect(events.closest('details')!.open).toBe(true);
    await user.pointer({ keys: '[/MouseLeft]', target: within(dialog).getByRole('heading', { name: 'Menu' }) });
    expect(events.closest('details')!.open).toBe(false);

    // Pressing the next toggle moves focus to it, yet the open panel stays until the click: it
    // would move that toggle from under the finger.
    await user.click(events);
    const artists = within(dialog).getByLabelText('Artists submenu');
    await user.pointer({ keys: '[MouseLeft>]', target: artists });
    expect(artists).toHaveFocus();
    expect(events.closest('details')!.open).toBe(true);
    await user.pointer({ keys: '[/MouseLeft]', target: artists });
    expect(events.closest('details')!.open).toBe(false);
    expect(artists.closest('details')!.open).toBe(true);
    await user.click(artists);

    await user.click(events);
    within(within(dialog).getByRole('list', { name: 'Explore Events for' })).getByRole('link', { name: 'POP Montreal' }).focus();
    await user.keyboard('{Escape}');
    expect(events.closest('details')!.open).toBe(false);
    expect(events).toHaveFocus();
    expect(dialog.open).toBe(true);
  });
});
