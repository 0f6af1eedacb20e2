import { consentEventName, consentSignals, inlineJson } from './consent-mode';
import { consentStorageKey } from './record';

/** The attribute that marks the banner's Accept All and Reject All buttons (`accept` or `reject`). */
export const consentChoiceAttribute = 'data-consent-choice';

/**
 * The window event that tells the page's consent store of a choice this script carried out; its
 * `detail` is the stored JSON (the choice holds for the visit even where storage is blocked).
 */
export const consentChoiceEvent = 'cookie-consent-choice';

/**
 * The mark on <html> of a choice known to this page: set (empty) by the Consent Mode script for a
 * stored choice, set to the choice's JSON by this script; the stylesheet hides the
 * server-rendered banner under it, and the store reads the JSON where storage is blocked.
 */
export const pageChoiceAttribute = 'data-consent-stored';

/** Where focus goes after a choice: the top of the page's main content, which moves nothing. */
export const afterChoiceFocusId = 'main';

/**
 * The part of the head script (components/shell/head-script.ts) that carries out Accept All and
 * Reject All on the first tap, before the page's scripts have run (on a phone they arrive seconds
 * after the banner is painted). It acts only on the server-rendered banner (`[data-server-banner]`,
 * which the island drops once hydrated and from then on decides itself), and does exactly what the
 * store's `decide` does: the JSON under `cookieConsent` (same keys, same order), `gtag('consent',
 * 'update', …)`, then the `cookie_consent_update` event (unit tests compare the two). Then it
 * closes the banner (the mark on <html> hides it, as for a visitor who chose earlier), announces
 * the choice in the banner's status line, moves focus to the top of the main content without
 * scrolling, and cancels the click so that a click React replays after hydration is not a second
 * decision. Until the island runs it also keeps focus scrolling clear of that banner (as the island
 * does after: WCAG 2.4.11), from the banner's first layout on and at each resize, with
 * `scroll-padding-bottom` set to the height the banner covers (none once a choice hides it), and
 * once the page is parsed, the same height as `--server-banner-cover`, the room to scroll the
 * page's end above it (app/globals.css). Plain ES5: it runs before any bundle; it comes after the
 * Consent Mode script, whose `gtag` it calls.
 */
export function consentChoiceScript(): string {
  return [
    '(function(d,w){',
    // The server-rendered banner's cover of the viewport, as scroll padding (the island's own
    // measure replaces it: it drops `data-server-banner`, after which this leaves the padding alone).
    'function fit(){var b=d.querySelector("[data-server-banner]"),r=d.documentElement.style,c;if(!b)return;',
    'c=(b.getClientRects().length?Math.max(0,Math.ceil(w.innerHeight-b.getBoundingClientRect().top)):0)+"px";',
    // The room only once the page is parsed: a box at the end of a page still arriving would
    // move down with each part of it (a layout shift, even for an empty box).
    'r.scrollPaddingBottom=c;if(d.readyState!=="loading")r.setProperty("--server-banner-cover",c)}',
    // Measured as the banner is laid out, from its parsing on (a ResizeObserver reports before
    // the paint), and at each resize of the window.
    'function watch(){var b=d.querySelector("[data-server-banner]");if(!b||!w.ResizeObserver)return!!b;new ResizeObserver(fit).observe(b);return true}',
    'if(!watch()){var o=new MutationObserver(function(){if(watch())o.disconnect()});o.observe(d,{childList:true,subtree:true})}',
    'w.addEventListener("resize",fit);d.addEventListener("DOMContentLoaded",fit);',
    'd.addEventListener("click",function(e){',
    `var b=e.target&&e.target.closest&&e.target.closest("[${consentChoiceAttribute}]");`,
    'if(!b||!b.closest("[data-server-banner]"))return;',
    'e.preventDefault();',
    `var on=b.getAttribute("${consentChoiceAttribute}")==="accept",m=${inlineJson(consentSignals)},r={essential:true},u={},k,i,j,s,a,f;`,
    'for(k in m){r[k]=on;for(i=0;i<m[k].length;i++)u[m[k][i]]=on?"granted":"denied";}',
    'j=JSON.stringify(r);',
    `try{w.localStorage.setItem(${inlineJson(consentStorageKey)},j)}catch(x){}`,
    'w.gtag("consent","update",u);',
    `w.dataLayer.push({event:${inlineJson(consentEventName)},cookieConsent:JSON.parse(j)});`,
    `d.documentElement.setAttribute(${inlineJson(pageChoiceAttribute)},j);fit();`,
    's=b.closest("section");a=s&&s.querySelector("[data-saved]");if(a)a.textContent=a.getAttribute("data-saved");',
    `f=d.getElementById(${inlineJson(afterChoiceFocusId)});if(f)f.focus({preventScroll:true});else b.blur();`,
    `try{w.dispatchEvent(new CustomEvent(${inlineJson(consentChoiceEvent)},{detail:j}))}catch(x){}`,
    '})})(document,window);',
  ].join('');
}
