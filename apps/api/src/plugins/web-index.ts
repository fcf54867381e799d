import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** Served for page paths when the web app has not been built (tests, a fresh checkout). */
export const NOT_BUILT_HTML = `<!doctype html>
<html lang="ru">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ijara</title></head>
<body>
<h1>Веб-приложение не собрано</h1>
<p>The web app is not built. Run <code>npm run build</code>, then restart the server.</p>
</body>
</html>
`;

/**
 * Reads the build's index.html, re-reading only when the file changes, so a rebuild is picked up
 * without a restart and a page request costs one stat.
 */
export function indexHtmlReader(root: string): () => Promise<string> {
  const file = path.join(root, 'index.html');
  let cached: { mtimeMs: number; html: string } | null = null;
  return async () => {
    try {
      const { mtimeMs } = await stat(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(file, 'utf8') };
      return cached.html;
    } catch {
      cached = null;
      return NOT_BUILT_HTML;
    }
  };
}
