// Every `zod` import of the web build resolves to this module (vite.config.ts `resolve.alias`), so the
// setting below runs before any schema is made. Zod probes `new Function('')` when it makes an object
// schema, to compile a faster parser; under our CSP (script-src 'self', no 'unsafe-eval') the probe is
// refused and the browser reports a CSP violation on every page. `jitless` skips the probe: the parsers
// are the interpreted ones the CSP leaves anyway.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default, default as z } from 'zod/v4';
