// Where a process's resident memory is, read from /proc/<pid>/smaps: PGlite's WebAssembly memory, the
// allocator's main heap, mapped files (node itself, libraries) and the other anonymous mappings (V8's
// heap and code, the allocator's other arenas, thread stacks). Linux only; used by the bench.
import { readFileSync } from 'node:fs';

interface Mapping {
  start: bigint;
  end: bigint;
  perms: string;
  name: string;
  rssKb: number;
}

/** A reservation this large behind a mapping marks it as a WebAssembly memory (V8 reserves 8 GB + guards). */
const WASM_RESERVE = 4n * 1024n ** 3n;

function mappings(pid: number): Mapping[] {
  const list: Mapping[] = [];
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      list.push({
        start: BigInt(`0x${head[1]}`),
        end: BigInt(`0x${head[2]}`),
        perms: head[3] ?? '',
        name: head[4] ?? '',
        rssKb: 0,
      });
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    const last = list.at(-1);
    if (rss && last) last.rssKb = Number(rss[1]);
  }
  return list;
}

/** "WebAssembly memory 51 MB, malloc heap 44, files 48, other anonymous 140 (largest 27, 9, 6)". */
export function residentParts(pid: number): string {
  const list = mappings(pid);
  const parts = { wasm: 0, heap: 0, files: 0, other: 0 };
  const others: number[] = [];
  list.forEach((mapping, index) => {
    const next = list[index + 1];
    const isWasm =
      mapping.perms.startsWith('rw') &&
      mapping.name === '' &&
      next?.start === mapping.end &&
      next.perms.startsWith('---') &&
      next.end - next.start >= WASM_RESERVE;
    if (isWasm) parts.wasm += mapping.rssKb;
    else if (mapping.name === '[heap]') parts.heap += mapping.rssKb;
    else if (mapping.name.startsWith('/')) parts.files += mapping.rssKb;
    else {
      parts.other += mapping.rssKb;
      others.push(mapping.rssKb);
    }
  });
  const mb = (kb: number) => Math.round(kb / 1024);
  const largest = others
    .sort((a, b) => b - a)
    .slice(0, 3)
    .map(mb)
    .join(', ');
  return (
    `WebAssembly memory ${mb(parts.wasm)} MB, malloc heap ${mb(parts.heap)}, files ${mb(parts.files)}, ` +
    `other anonymous ${mb(parts.other)} (largest ${largest})`
  );
}
