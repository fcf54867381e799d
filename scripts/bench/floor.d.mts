/** The built scripts of scripts/bench/framework-floor/<entry> ('page.tsx' or 'sign-in-page.tsx'). */
export function buildFloor(entry: 'page.tsx' | 'sign-in-page.tsx'): Promise<Buffer[]>;
