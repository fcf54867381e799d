import { statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { brotliCompressSync, constants, gunzipSync } from 'node:zlib';
import type { RenderedPage } from '@ijara/contract';
import { LRUCache } from 'lru-cache';
import { type AnswerEncoding, contentTag, type EncodedBody, encodeText } from './serialized-answer';
import type { PageOf } from './web-index';
import type { PageRenderer, Read } from './web-ssr';

/** The pages kept, by their compressed size: ~34 KB a drawn page, so some 120 pages. */
const KEEP_BYTES = 4 * 1024 * 1024;
/** How often the answers a kept page was drawn from are asked again (those the version does not cover). */
const RECHECK_MS = 1_000;
/** A kept page is drawn again in the background after this long, whatever its answers say. */
const REDRAW_AFTER_MS = 60_000;
/** How often the build's files are looked at: a rebuild drops the pages drawn from the old one. */
const BUILD_CHECK_MS = 1_000;

/**
 * Brotli at quality 10, told the page's size: `/catalog/`'s 77 KB went out as 13.0 KB at quality 7
 * (~1 ms), 12.0 KB at 10 (~20 ms) and 11.95 KB at 11 (~60 ms), measured 2026-11-29 (decision 060). The
 * cost is paid once per text: a redraw that draws the same text keeps the bytes made before. Made on
 * the thread pool instead, quality 11 left the process 15–25 MB larger (each pool thread keeps its own
 * malloc arena).
 */
const brotliOptions = (text: Buffer) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: text.length },
});

/**
 * A page's HTML compressed once, with a strong ETag of its text. Only the brotli and gzip forms are
 * kept (~34 KB for a 100 KB page): browsers accept one of them, and the rare client that accepts
 * neither gets the text inflated from gzip (~0.3 ms).
 */
export class EncodedPage implements EncodedBody {
  readonly bytes: number;
  private readonly br: Buffer;
  private readonly gzip: Buffer;

  /**
   * `version`: the catalogue's, which leads the ETag as it does the catalogue's (docs/decisions/043).
   * `previous`: what the page went out as before, given back as it is when the text has not changed.
   */
  static of(html: string, version?: number, previous?: EncodedPage): EncodedPage {
    const identity = Buffer.from(html, 'utf8');
    const etag = contentTag(identity, version === undefined ? '' : `p${version}-`);
    return previous?.etag === etag ? previous : new EncodedPage(identity, etag);
  }

  private constructor(
    identity: Buffer,
    readonly etag: string,
  ) {
    this.br = brotliCompressSync(identity, brotliOptions(identity));
    this.gzip = encodeText(identity, 'gzip');
    this.bytes = this.br.length + this.gzip.length;
  }

  body(encoding: AnswerEncoding): Buffer {
    if (encoding === 'br') return this.br;
    return encoding === 'gzip' ? this.gzip : gunzipSync(this.gzip);
  }
}

interface Kept {
  answer: EncodedPage;
  reads: Read[];
  /** The catalogue's version read before the page was drawn. */
  version: number;
  build: string;
  drawnAt: number;
  checkedAt: number;
  checking: boolean;
}

export interface PageCacheOptions {
  renderer: Pick<PageRenderer, 'draw' | 'unchanged'>;
  /** The page's HTML around what the renderer drew (plugins/web-index.ts). */
  readPage: (page: PageOf, rendered: RenderedPage | null) => Promise<string>;
  /** The catalogue's version as this process knows it now (docs/decisions/043). */
  catalogVersion: () => Promise<number>;
  /** The files whose change is a new build: index.html and the server renderer. */
  buildFiles: string[];
  now: () => number;
  /** The budget of the pages kept, in bytes of their compressed forms. */
  keepBytes?: number;
}

/**
 * The pages the server draws (docs/decisions/032), kept as the bytes they go out as, so a page is drawn
 * once and not on every visit (docs/decisions/060). A page is kept by its URL — path (with the
 * language), query (with `?city=`) — when its drawing may be shared: drawn for nobody from public
 * answers. It is served as kept while
 * - the catalogue's version is the one it was drawn at: compared on every request, so a catalogue
 *   change on any process shows on the next request after this process hears of it;
 * - its other answers (stock, FAQ, documents) keep their ETags: asked again with If-None-Match at most
 *   once a second, in the background;
 * - the build is the same (looked at once a second);
 * and it is drawn again in the background after a minute, for what a page shows that no answer says
 * (today's date). Pages that go out as the app shell are kept the same way, under the same rules.
 */
export class WebPageCache {
  private readonly kept: LRUCache<string, Kept>;
  private readonly drawing = new Map<string, Promise<EncodedPage>>();
  /** The app shell of each page (and status), encoded once per build's index.html. */
  private readonly shells = new Map<string, { html: string; answer: EncodedPage }>();
  private build: { stamp: string; checkedAt: number; checking: boolean };

  constructor(private readonly options: PageCacheOptions) {
    this.kept = new LRUCache({
      maxSize: options.keepBytes ?? KEEP_BYTES,
      sizeCalculation: (entry, url) => entry.answer.bytes + url.length,
    });
    const times = options.buildFiles.map((file) => mtimeOf(() => statSync(file)));
    this.build = { stamp: times.join(' '), checkedAt: options.now(), checking: false };
  }

  /** The page for a request of `url` (status 200). */
  async answer(url: string, page: PageOf): Promise<EncodedPage> {
    const build = this.buildStamp();
    const held = this.kept.get(url);
    if (held && held.build === build) {
      const version = await this.options.catalogVersion().catch(() => null);
      if (held.version === version) {
        this.maintain(url, page, held);
        return held.answer;
      }
    }
    return this.drawOnce(url, page);
  }

  /** The app shell of a page, e.g. the not-found page with status 404. */
  async shell(page: PageOf, status: number): Promise<EncodedPage> {
    return this.shellOf(page, status, await this.options.readPage(page, null));
  }

  /** Pages kept now, and their bytes. */
  get size(): { pages: number; bytes: number } {
    return { pages: this.kept.size, bytes: this.kept.calculatedSize };
  }

  private shellOf(page: PageOf, status: number, html: string): EncodedPage {
    const key = `${page.locale}:${page.id}:${status}`;
    const held = this.shells.get(key);
    if (held?.html === html) return held.answer;
    const answer = EncodedPage.of(html);
    this.shells.set(key, { html, answer });
    return answer;
  }

  /** Checks in the background that a page served as kept may stay so. */
  private maintain(url: string, page: PageOf, held: Kept): void {
    const now = this.options.now();
    if (now - held.drawnAt >= REDRAW_AFTER_MS && !this.drawing.has(url)) {
      // Once a minute at most, also when drawing fails: the page kept is still the best there is.
      held.drawnAt = now;
      void this.drawOnce(url, page);
    }
    if (held.checking || now - held.checkedAt < RECHECK_MS || held.reads.length === 0) return;
    held.checking = true;
    void this.options.renderer.unchanged(held.reads).then(
      (same) => {
        held.checking = false;
        held.checkedAt = this.options.now();
        if (!same && this.kept.peek(url) === held) this.kept.delete(url);
      },
      () => {
        held.checking = false;
      },
    );
  }

  /** One drawing of a URL at a time: the requests that come meanwhile get its result. */
  private drawOnce(url: string, page: PageOf): Promise<EncodedPage> {
    let pending = this.drawing.get(url);
    if (!pending) {
      pending = this.draw(url, page).finally(() => this.drawing.delete(url));
      this.drawing.set(url, pending);
    }
    return pending;
  }

  private async draw(url: string, page: PageOf): Promise<EncodedPage> {
    const build = this.buildStamp();
    // Before the drawing: a change committed meanwhile leaves a newer page under an older version,
    // which the next request draws again, never the reverse.
    const version = await this.options.catalogVersion().catch(() => null);
    const drawing = await this.options.renderer.draw(url);
    const html = await this.options.readPage(page, drawing.page);
    const answer = drawing.page
      ? EncodedPage.of(html, version ?? undefined, this.kept.peek(url)?.answer)
      : this.shellOf(page, 200, html);
    if (drawing.keepable && version !== null) {
      const now = this.options.now();
      this.kept.set(url, {
        answer,
        reads: drawing.reads,
        version,
        build,
        drawnAt: now,
        checkedAt: now,
        checking: false,
      });
    }
    return answer;
  }

  /** The build's stamp as last seen; looked at again in the background once a second. */
  private buildStamp(): string {
    const now = this.options.now();
    if (!this.build.checking && now - this.build.checkedAt >= BUILD_CHECK_MS) {
      this.build.checking = true;
      void Promise.all(
        this.options.buildFiles.map((file) =>
          stat(file).then(
            (info) => mtimeOf(() => info),
            () => '-',
          ),
        ),
      ).then((times) => {
        this.build = { stamp: times.join(' '), checkedAt: this.options.now(), checking: false };
      });
    }
    return this.build.stamp;
  }
}

/** A file's modification time as text; '-' when it is not there. */
function mtimeOf(info: () => { mtimeMs: number }): string {
  try {
    return String(info().mtimeMs);
  } catch {
    return '-';
  }
}
