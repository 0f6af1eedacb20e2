// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { captureTapsScript } from '@/components/tap-replay/tap-capture';
import { goLive, ownTaps } from '@/components/tap-replay/replay';

/**
 * The tap contract as the page runs it: the head's script text (not the module's function), a
 * capturing listener installed before anything else listens, then the islands taking over.
 */
beforeAll(() => {
  new Function(captureTapsScript)();
});

function control(kind: string, pending = true): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.dataset.replay = kind;
  if (pending) button.setAttribute('aria-disabled', 'true');
  button.append(document.createElement('span'));
  document.body.append(button);
  return button;
}

/** What React would see: a listener on the document, added after the head's script. */
function reactClicks(): { on: (button: Element) => number } {
  const seen: EventTarget[] = [];
  document.addEventListener('click', (event) => event.target && seen.push(event.target));
  return { on: (button) => seen.filter((target) => target === button || (target instanceof Node && button.contains(target))).length };
}

describe('taps made before the scripts run', () => {
  it('holds a tap on a pending control once, however often it is tapped, and shows it is held', () => {
    const react = reactClicks();
    const star = control('star-a');
    star.firstElementChild!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    star.click();
    expect(react.on(star)).toBe(0);
    expect(star).toHaveAttribute('data-replay-queued');
    expect(window.__tapReplay!.queued.filter((queued) => queued === star)).toHaveLength(1);
  });

  it('hands the held taps of a kind to the island that owns it, in order, then each new tap', () => {
    const first = control('star-b');
    const second = control('star-b');
    const other = control('listen-b');
    second.click();
    other.click();
    first.click();
    const owner = vi.fn();
    ownTaps('star-b', owner);
    expect(owner.mock.calls.map(([button]) => button)).toEqual([second, first]);
    expect(first).not.toHaveAttribute('data-replay-queued');
    expect(other).toHaveAttribute('data-replay-queued');
    first.click();
    expect(owner).toHaveBeenCalledTimes(3);
  });

  it('clicks a React control again once it is live: its own handler runs exactly once', () => {
    const react = reactClicks();
    const play = control('listen-c');
    play.click();
    play.click();
    expect(react.on(play)).toBe(0);
    goLive(play);
    expect(react.on(play)).toBe(1);
    expect(play).not.toHaveAttribute('data-replay-queued');
    // Live: later taps reach React, even while it still reads as pending.
    play.click();
    expect(react.on(play)).toBe(2);
  });

  it('lets taps on a control that can act, or on anything else, through untouched', () => {
    const react = reactClicks();
    const ready = control('listen-d', false);
    const plain = document.createElement('button');
    document.body.append(plain);
    ready.click();
    plain.click();
    expect(react.on(ready)).toBe(1);
    expect(react.on(plain)).toBe(1);
  });

  it('forgets a control that left the page before its island came', () => {
    const gone = control('star-e');
    gone.click();
    gone.remove();
    const owner = vi.fn();
    ownTaps('star-e', owner);
    expect(owner).not.toHaveBeenCalled();
  });
});
