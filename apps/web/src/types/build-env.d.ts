/** Values the build writes into the bundle (vite.config.ts `define`). */
declare const __APP_VERSION__: string;
declare const __API_SIGNATURE_SECRET__: string;
declare const __API_BASE__: string;
