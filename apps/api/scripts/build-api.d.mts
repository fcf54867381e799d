/** See build-api.mjs. */
export function buildApi(outdir: string): Promise<void>;
