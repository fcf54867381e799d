import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * `reply.sendFile` for the files of a Vite build in `root`, in the caller's scope: nothing is served by
 * itself, the caller picks the file and its Cache-Control. The build writes .br and .gz copies
 * (apps/web/vite-precompress.ts); they go out by Accept-Encoding with Content-Encoding and Vary, and the
 * plain file when the browser accepts neither.
 */
export async function registerBuildFiles(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    serve: false,
    cacheControl: false,
    index: false,
    suppressWarning: true,
    preCompressed: true,
  });
}

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_NONE = 'no-cache';
export const CACHE_SHORT = 'public, max-age=3600';
export const CACHE_DAY = 'public, max-age=86400';

/** Files whose name stays the same while their content changes: the browser must ask every time. */
const UNHASHED_ENTRY_POINTS = new Set(['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js']);

/** Cache-Control for a file of the web build, by its path relative to the build folder. */
export function cachePolicy(relative: string): string {
  if (relative.startsWith('assets/')) return CACHE_IMMUTABLE;
  if (UNHASHED_ENTRY_POINTS.has(relative)) return CACHE_NONE;
  return CACHE_SHORT;
}

/**
 * The build file a URL path names, relative to `root`, or null. Folders, dotfiles and anything that
 * would leave the build folder are not files of the build.
 */
export async function findFile(root: string, pathname: string): Promise<string | null> {
  if (pathname.endsWith('/')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const relative = path.posix.normalize(decoded).replace(/^\/+/, '');
  const segments = relative.split('/');
  if (relative === '' || segments.some((segment) => segment === '..' || segment.startsWith('.'))) return null;
  const full = path.join(root, relative);
  if (!full.startsWith(root + path.sep)) return null;
  try {
    return (await stat(full)).isFile() ? relative : null;
  } catch {
    return null;
  }
}
