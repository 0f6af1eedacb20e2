/** The mark ./nav-disclosure.tsx puts on each menu item whose toggle shows a panel. */
const disclosureItemAttribute = 'data-disclosure';

/**
 * The part of the head script (./head-script.ts) that completes the menus' drop-downs
 * (./nav-disclosure.tsx) from the first paint on: the platform opens and closes them (an auto
 * popover in the bar, `<details name>` in the mobile menu), and this adds the rest of the WAI-ARIA
 * disclosure pattern as the site had it:
 * - a panel closes when focus leaves its item, and when one of its links is followed;
 * - in the mobile menu, a click outside the open panel closes it (popovers close themselves;
 *   on the click, not the press, so that nothing moves under a finger still on the screen: focus
 *   leaving the item on a press, to the next toggle say, waits for that click too), and
 *   Escape closes the open panel first, focus back on its toggle, the menu staying open.
 * Document-wide listeners, so it needs nothing from the page's scripts. Plain ES5.
 */
export function disclosureScript(): string {
  const item = `li[${disclosureItemAttribute}]`;
  return [
    '(function(d){',
    `function item(n){return n&&n.closest?n.closest(${JSON.stringify(item)}):null}`,
    'var pressed=false;',
    'function shut(li,keepDetails){var p,s;if(!li)return;p=li.querySelector(":scope>[popover]");s=li.querySelector(":scope>details[open]");',
    'try{if(p&&p.matches(":popover-open"))p.hidePopover()}catch(x){}if(s&&!keepDetails)s.open=false}',
    'd.addEventListener("pointerdown",function(){pressed=true},true);',
    'd.addEventListener("pointerup",function(){pressed=false},true);d.addEventListener("pointercancel",function(){pressed=false},true);',
    'd.addEventListener("focusout",function(e){var li=item(e.target),n=e.relatedTarget;if(li&&n&&!li.contains(n))shut(li,pressed)});',
    'd.addEventListener("click",function(e){var t=e.target,o,i;if(t&&t.closest&&t.closest("a"))shut(item(t));',
    `o=d.querySelectorAll(${JSON.stringify(`${item}>details[open]`)});for(i=0;i<o.length;i++)if(!o[i].parentNode.contains(t))o[i].open=false});`,
    'd.addEventListener("keydown",function(e){var li=item(e.target),s=li&&li.querySelector(":scope>details[open]"),m;',
    'if(e.key!=="Escape"||!s)return;e.preventDefault();e.stopPropagation();s.open=false;m=s.querySelector("summary");if(m)m.focus()});',
    '})(document);',
  ].join('');
}
