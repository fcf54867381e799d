import { API_PREFIX } from '@ijara/contract';

export const config = {
  appVersion: __APP_VERSION__,
  /** Integrity check only: this secret ships in the public bundle (DESIGN.md §3). */
  signatureSecret: __API_SIGNATURE_SECRET__,
  apiBase: __API_BASE__,
} as const;

/** "/" + "info/faq/" → "/api/v3/info/faq/"; a base on another origin keeps its origin. */
export function apiUrl(path: string, base: string = config.apiBase): string {
  return `${base.replace(/\/+$/, '')}${API_PREFIX}${path}`;
}

/** A path the api serves outside /api/v3/ (a signed PDF link), on the api's base URL. */
export function apiFileUrl(path: string, base: string = config.apiBase): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}
