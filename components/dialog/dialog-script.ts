/** The class the spec puts on <body> while a modal dialog (the mobile menu, the search) is open. */
export const modalBodyClass = 'modal-open';

/** What Tab stops at inside a dialog. */
const focusableSelector = 'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),summary,[tabindex]:not([tabindex="-1"])';

/**
 * The part of the head script (components/shell/head-script.ts) that completes the page's native
 * dialogs and popovers from the first paint on, before the page's scripts have run and after alike.
 * The platform opens them (`command="show-modal"`, `popovertarget`), closes them (Escape, a click
 * outside, a close button) and gives focus back; this adds what the page promised on top:
 * - `aria-expanded` on the buttons that carry it, read from the dialog or popover itself on each
 *   of its `toggle` and `close` events (an event that comes late or twice does no harm);
 * - the modal class on <body> while a dialog is open (every dialog of the site is modal; the
 *   class stops the page from scrolling behind it);
 * - Tab and Shift+Tab wrapping inside the open dialog (the WAI-ARIA dialog pattern; the browser
 *   would go on to its own interface after the last control);
 * - where the browser has no invoker commands yet, their `show-modal` and `close` (listened to
 *   on the window, after the page's own handlers, which may cancel the click).
 * Plain ES5, as it runs before any bundle.
 */
export function dialogScript(): string {
  return [
    '(function(d){',
    'function isOpen(t){try{return t.tagName==="DIALOG"?t.open:t.matches(":popover-open")}catch(e){return false}}',
    'function sync(e){var t=e.target,b,i;if(!t||t.nodeType!==1||!t.id)return;',
    'b=d.querySelectorAll("[aria-expanded][popovertarget],[aria-expanded][commandfor]");',
    'for(i=0;i<b.length;i++)if(b[i].getAttribute("popovertarget")===t.id||b[i].getAttribute("commandfor")===t.id)b[i].setAttribute("aria-expanded",isOpen(t)?"true":"false");',
    `if(t.tagName==="DIALOG"&&d.body)d.body.classList[d.querySelector("dialog[open]")?"add":"remove"](${JSON.stringify(modalBodyClass)})}`,
    'd.addEventListener("toggle",sync,true);d.addEventListener("close",sync,true);',
    'd.addEventListener("keydown",function(e){var a=d.activeElement,t=a&&a.closest&&a.closest("dialog[open]"),f,v=[],i;',
    'if(e.key!=="Tab"||e.defaultPrevented||!t)return;',
    `f=t.querySelectorAll(${JSON.stringify(focusableSelector)});`,
    'for(i=0;i<f.length;i++)if(f[i].getClientRects().length)v.push(f[i]);',
    'if(!v.length)return;',
    'if(e.shiftKey&&a===v[0]){e.preventDefault();v[v.length-1].focus()}',
    'else if(!e.shiftKey&&a===v[v.length-1]){e.preventDefault();v[0].focus()}});',
    'if(!("command" in HTMLButtonElement.prototype))window.addEventListener("click",function(e){',
    'var b=e.target&&e.target.closest&&e.target.closest("button[commandfor]"),t,c;if(!b||e.defaultPrevented)return;',
    't=d.getElementById(b.getAttribute("commandfor"));c=b.getAttribute("command");if(!t||!t.showModal)return;',
    'if(c==="show-modal"&&!t.open){t.showModal();sync({target:t})}else if(c==="close"&&t.open)t.close()});',
    '})(document);',
  ].join('');
}
