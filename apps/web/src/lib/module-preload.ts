const named = new Set<string>();

/**
 * Has the browser fetch and compile scripts of the build (modulepreload) without running them, each
 * once: running is left to the import that needs them (docs/decisions/061).
 */
export function preloadScripts(hrefs: readonly string[]): void {
  const links = document.createDocumentFragment();
  for (const href of hrefs) {
    if (named.has(href)) continue;
    named.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.append(link);
  }
  if (links.childNodes.length > 0) document.head.append(links);
}
