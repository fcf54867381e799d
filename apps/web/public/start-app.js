// A page the server rendered (docs/decisions/032) names the app's scripts here instead of in its head:
// the page's HTML and styles have the connection to themselves until it has painted, then the scripts
// load and take the page over. A tab opened in the background (no frames) starts after a second.
(() => {
  const { entry, modules = '' } = document.currentScript.dataset;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
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
