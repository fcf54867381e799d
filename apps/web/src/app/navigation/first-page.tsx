import { createContext, type ReactNode, useContext, useState } from 'react';
import { useLocation } from 'react-router';

const FirstPath = createContext<string | null>(null);

/** Remembers the page the app opened on (app/root.tsx holds it for the whole app). */
export function FirstPageProvider({ children }: { children: ReactNode }) {
  const [path] = useState(useLocation().pathname);
  return <FirstPath.Provider value={path}>{children}</FirstPath.Provider>;
}

/**
 * Whether this is the page the app opened on. That page is already on screen when the app starts (the
 * server drew it, docs/decisions/032), so it must not fade in again; later pages do. By path: a search
 * kept in the address (?q=) is the same page.
 */
export function useIsFirstPage(): boolean {
  return useContext(FirstPath) === useLocation().pathname;
}
