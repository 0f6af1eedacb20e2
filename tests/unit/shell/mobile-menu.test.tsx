// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { SiteHeader } from '@/components/shell/site-header';
import { modalBodyClass } from '@/components/dialog/use-modal-body';
import { englishShell } from '../fixtures/shell';

// jsdom has <dialog> but not its modal behaviour: enough of it to drive the component. The
// focus trap, Escape and the inert page are the browser's, checked in tests/e2e/shell.spec.ts.
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
});

function renderHeader() {
  return render(<SiteHeader locale="en" shell={englishShell()} languageSwitchHref="/fr" />);
}

/** The mobile menu's dialog (the header also holds the search panel's). */
function menuDialog(): HTMLDialogElement {
  const hamburger = screen.getByRole('button', { name: 'Open the menu', hidden: true });
  return document.getElementById(hamburger.getAttribute('aria-controls')!) as HTMLDialogElement;
}

describe('mobile menu', () => {
  it('opens as a modal dialog, marks the body, and closes with focus back on the hamburger', async () => {
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
    expect(document.body).not.toHaveClass(modalBodyClass);
    expect(hamburger).toHaveFocus();
  });

  it('holds the menu and the newsletter, mounted only while open (the closed dialog adds no HTML)', async () => {
    const user = userEvent.setup();
    renderHeader();
    const dialog = menuDialog();
    expect(within(dialog).queryByRole('navigation', { hidden: true })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open the menu' }));
    expect(within(dialog).getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Email address' })).toHaveAttribute('name', 'EMAIL');
    await user.click(within(dialog).getByRole('button', { name: 'Close the menu' }));
    expect(within(dialog).queryByRole('navigation', { hidden: true })).toBeNull();
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

  it('holds drop-downs of its own, independent from the bar', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open the menu' }));
    const dialog = within(menuDialog());
    const toggle = dialog.getByRole('button', { name: 'Events submenu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(dialog.getByRole('list', { name: 'Explore Events for' })).toBeVisible();
  });
});
