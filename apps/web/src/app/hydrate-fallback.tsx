/**
 * Shown while the first route's modules load; nothing to read yet, so nothing to announce. The same
 * markup as index.html's #root content (global.css `.boot`), so the page does not change when React
 * takes over.
 */
export function HydrateFallback() {
  return (
    <div className="boot" aria-hidden="true">
      <img className="boot-logo" src="/svg/logo.svg" alt="" width="106" height="34" />
    </div>
  );
}
