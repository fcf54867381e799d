// A page the server rendered (docs/decisions/032) names the app's scripts here instead of in its head:
// the page's HTML and styles have the connection to themselves until it has painted, then the scripts
// load and take the page over. A tab opened in the background (no frames) starts after a second.
//
// A public page's own styles hold only the rules its elements use: its whole stylesheets, named and
// disabled, load now too, for what the page shows once used (docs/decisions/065).
//
// Until the app has taken the page over, #root is inert (app/root.tsx lifts it): a tap or a keystroke
// would reach markup without handlers. Set here, not in the HTML, so that without JavaScript the
// page's links and its search still work as plain HTML.
(() => {
  document.getElementById('root')?.setAttribute('inert', '');
  const { entry, modules = '' } = document.currentScript.dataset;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const sheet of document.querySelectorAll('link[data-whole][disabled]')) sheet.disabled = false;
    // One insertion: each change to the head makes the browser look at the page's styles again.
    const tags = document.createDocumentFragment();
    for (const href of modules.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      tags.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    tags.append(script);
    document.head.append(tags);
  };
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1000);
})();
