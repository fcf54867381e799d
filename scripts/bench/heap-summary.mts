// What a V8 heap snapshot holds, by kind, and its largest strings (module sources among them, which V8
// keeps two bytes a character when one character is beyond Latin-1: docs/decisions/064).
// node --import tsx scripts/bench/heap-summary.mts bench/heap/Heap….heapsnapshot
// `BENCH_HEAP_SNAPSHOT=1 npm run bench` takes one of the api after the bench's load and prints this.
import { readFileSync } from 'node:fs';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
  strings: string[];
}

const STRING_TYPES = new Set(['string', 'concatenated string', 'sliced string']);
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

export function summarizeHeap(file: string): string[] {
  const { snapshot, nodes, strings } = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  const fields = snapshot.meta.node_fields;
  const types = snapshot.meta.node_types[0];
  const [type, name, size] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field)) as [
    number,
    number,
    number,
  ];
  const byKind = new Map<string, number>();
  const texts: Array<{ bytes: number; text: string }> = [];
  let total = 0;
  for (let at = 0; at < nodes.length; at += fields.length) {
    const kind = types[nodes[at + type] as number] ?? '?';
    const bytes = nodes[at + size] as number;
    total += bytes;
    const group = STRING_TYPES.has(kind) ? 'string' : kind;
    byKind.set(group, (byKind.get(group) ?? 0) + bytes);
    // The snapshot names a string by its first characters only.
    if (kind === 'string' && bytes > 100_000)
      texts.push({ bytes, text: strings[nodes[at + name] as number] ?? '' });
  }
  const kinds = [...byKind]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([kind, bytes]) => `${kind} ${mb(bytes)}`);
  texts.sort((a, b) => b.bytes - a.bytes);
  return [
    `live heap ${mb(total)}: ${kinds.join(', ')}; its largest strings:`,
    ...texts.slice(0, 6).map(({ bytes, text }) => `  ${mb(bytes)}  ${JSON.stringify(text.slice(0, 70))}`),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: heap-summary.mts <file.heapsnapshot>');
  process.stdout.write(`${summarizeHeap(file).join('\n')}\n`);
}
