/**
 * The part of the head script (./head-script.ts) for browsers without scroll-state container
 * queries: it marks <html> with the direction of the last scroll (`data-scrolled="up"` or
 * `"down"`), which the stylesheet reads as it reads `scroll-state(scrolled: top)` elsewhere (the
 * header comes back on scrolling up: app/globals.css). Where the browser knows the direction
 * itself, it does nothing. One passive listener, at most one attribute write a frame. Plain ES5, as
 * it runs before any bundle.
 */
export function headerScrollScript(): string {
  return [
    '(function(w,d){',
    'if(w.CSS&&CSS.supports&&CSS.supports("container-type","scroll-state"))return;',
    'var last=w.scrollY,queued=false;',
    'w.addEventListener("scroll",function(){if(queued)return;queued=true;',
    'w.requestAnimationFrame(function(){queued=false;var y=w.scrollY;if(y===last)return;',
    'd.documentElement.setAttribute("data-scrolled",y<last?"up":"down");last=y;});',
    '},{passive:true});',
    '})(window,document);',
  ].join('');
}
