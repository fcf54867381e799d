// npm run bench: throughput and latency of the api's calls at 50 connections next to references
// measured in the same run (a bare Fastify route; a bare primary-key select through the same driver),
// plus start-up time and resident memory. Prints the figures and writes bench/results.json.
// PostgreSQL: DATABASE_URL=postgres://… npm run bench. Not a test: nothing here passes or fails.
// BENCH_HEAP_SNAPSHOT=1: also what the api's heap holds after the load (./heap-summary.mts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  API_PREFIX,
  buildPath,
  DEV_BILLING_PATH,
  LOCALES,
  ROUTE_IDS,
  ROUTES,
  type TCatalog,
} from '../../packages/contract/src/index';
import { summarizeHeap } from './heap-summary.mts';
import { residentParts } from './resident-parts.mts';
import { call, registeredClient, signedHeaders } from './signed-client.mts';
import { heapSnapshot, startApi, startReference } from './start-api.mts';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';

interface Figure {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  notOk: number;
  /** CPU time of the server process per answer: steadier than req/s on a shared machine. */
  serverCpuUs: number;
  reference?: string;
  ratio?: number;
  /** The reference's CPU per answer over this one's: the ratio the machine's noise moves least. */
  cpuRatio?: number;
  /** req/s over a bare route's sending the same bytes with the same headers. */
  sameBytesRatio?: number;
}
const figures: Figure[] = [];

/** User plus system CPU time of a process so far, in microseconds (clock ticks of 10 ms). */
function cpuUs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

async function measure(
  name: string,
  server: { pid: number },
  options: autocannon.Options,
  reference?: Figure,
  expected = 200,
): Promise<Figure> {
  const cpuBefore = cpuUs(server.pid);
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  const serverCpuUs = Math.round((cpuUs(server.pid) - cpuBefore) / Math.max(1, result.requests.total));
  const figure: Figure = {
    name,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    notOk:
      (expected === 304 ? result.requests.total - result['3xx'] : result.non2xx) +
      result.errors +
      result.timeouts,
    serverCpuUs,
    ...(reference
      ? {
          reference: reference.name,
          ratio: Number((result.requests.average / reference.reqPerSec).toFixed(2)),
          cpuRatio: Number((reference.serverCpuUs / serverCpuUs).toFixed(2)),
        }
      : {}),
  };
  figures.push(figure);
  const ratio =
    figure.ratio === undefined
      ? ''
      : `   ${figure.ratio.toFixed(2)}× ${reference?.name} (by CPU ${figure.cpuRatio?.toFixed(2)}×)`;
  const bad = figure.notOk ? `   (${figure.notOk} not ${expected}!)` : '';
  process.stdout.write(
    `${name.padEnd(30)} ${String(figure.reqPerSec).padStart(6)} req/s  p50 ${String(figure.p50).padStart(4)} ms  p99 ${String(figure.p99).padStart(4)} ms  ${String(serverCpuUs).padStart(4)} µs CPU${ratio}${bad}\n`,
  );
  return figure;
}

/** What the api's own /metrics (prom-client's defaults) say the process's memory is made of, in MB. */
async function memoryParts(base: string): Promise<string> {
  const text = await fetch(`${base}/metrics`).then(
    (response) => (response.ok ? response.text() : ''),
    () => '',
  );
  const mb = (name: string) => {
    const value = new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1];
    return value === undefined ? '?' : String(Math.round(Number(value) / 1048576));
  };
  const space = (name: string) => mb(`nodejs_heap_space_size_used_bytes\\{space="${name}"\\}`);
  return (
    `V8 heap ${mb('nodejs_heap_size_used_bytes')} used of ${mb('nodejs_heap_size_total_bytes')}: old ` +
    `${space('old')}, code ${space('code')}, large objects ${space('large_object')}; external ` +
    `${mb('nodejs_external_memory_bytes')}`
  );
}

/** Headers of the connection, not of the answer: the reference's own server sets them. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);

/** The answer to `options` as it went out: its headers and its encoded (compressed) bytes. */
function capture(options: autocannon.Options): Promise<{ headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpGet(options.url ?? '', { headers: options.headers ?? {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [key, value] of Object.entries(response.headers)) {
          if (!HOP_HEADERS.has(key) && value !== undefined) headers[key] = String(value);
        }
        resolve({ headers, body: Buffer.concat(chunks).toString('base64') });
      });
    });
    request.on('error', reject);
  });
}

process.stdout.write(`${CONNECTIONS} connections, ${SECONDS} s each, ${database}\n`);
const reference = await startReference(3201);
// Measured beside the api throughout; gone with this process however it ends.
process.once('exit', () => {
  try {
    process.kill(reference.pid);
  } catch {
    // Stopped already.
  }
});
await measure('warm-up', reference, { url: `${reference.base}/bare`, duration: 2 });
figures.pop();
const bare = await measure('bare Fastify route', reference, { url: `${reference.base}/bare` });
const select = await measure(`bare ${database} select by id`, reference, {
  url: `${reference.base}/select`,
});

/**
 * A call and its reference measured one right after the other (the reference first): this machine's
 * load moves for minutes at a time, and a reference measured at the start would carry that into the
 * ratio. The reference's figure is printed indented, above the call's.
 */
async function paired(
  name: string,
  options: autocannon.Options,
  against: Figure,
  expected = 200,
): Promise<Figure> {
  const path = against === bare ? '/bare' : '/select';
  const now = await measure(`  ${against.name}, just before`, reference, { url: `${reference.base}${path}` });
  return measure(name, api, options, { ...now, name: against.name }, expected);
}

/**
 * The answer `figure` measured, sent again byte for byte with the same headers by a bare route to the same
 * request, measured right after it: the ceiling for a cached answer of that size, which the client's own
 * work on the bytes limits.
 */
async function againstSameBytes(figure: Figure, options: autocannon.Options): Promise<void> {
  const answer = await capture(options);
  const { index } = (await fetch(`${reference.base}/same`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(answer),
  }).then((response) => response.json())) as { index: number };
  // Asked as the api was, with the same request headers (the signature's among them): reading them is
  // node's work for any route; checking the signature stays the api's.
  const ceiling = await measure(`  bare route, ${figure.name}'s bytes`, reference, {
    url: `${reference.base}/same/${index}`,
    headers: options.headers,
  });
  const ratio = figure.reqPerSec / ceiling.reqPerSec;
  figure.sameBytesRatio = Number(ratio.toFixed(2));
  process.stdout.write(
    `  ${figure.name}: ${ratio.toFixed(2)}× the bare route sending its bytes (by CPU ${(ceiling.serverCpuUs / figure.serverCpuUs).toFixed(2)}×)\n`,
  );
}

const api = await startApi(3200);
let readInfo: autocannon.Options | undefined;
const memory = { afterStartMb: api.rssMb(), afterLoadMb: 0 };
process.stdout.write(
  `api healthy after ${api.startMs} ms on a fresh database; ${memory.afterStartMb} MB resident\n` +
    `  resident by kind: ${residentParts(api.pid)}\n`,
);
try {
  const catalog = await call<TCatalog>(api.base, 'info/catalog/', undefined);
  const city = catalog.cities.find((c) => c.served);
  const gadget = catalog.gadgets.find((g) => g.models.length > 0 && g.extras.length > 0);
  const model = gadget?.models[0];
  const office = catalog.org.pickup_offices.find((o) => o.cityID === city?.id);
  if (!city || !gadget || !model || !office) throw new Error('the demo catalogue has no priced model');
  const { phone, token } = await registeredClient(api.base, city.id);
  // Two subscriptions with their payments, so the signed-in reads carry rows.
  for (let i = 0; i < 2; i += 1) {
    await fetch(`${api.base}${DEV_BILLING_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone }),
    });
  }
  const get = (path: string, signedIn = true) => ({
    url: `${api.base}${API_PREFIX}${path}`,
    // As a browser sends it: the cached answers go out compressed.
    headers: { ...signedHeaders('', signedIn ? token : null), 'accept-encoding': 'gzip, deflate, br' },
  });
  const catalogCall = get('info/catalog/', false);
  // Warmed up as the reference was, and not measured: right after a start the api's hot paths are not
  // optimised yet, and on the embedded database V8 is still compiling the engine's WebAssembly on the
  // other core.
  await measure('api warm-up', api, { ...catalogCall, duration: 2 });
  figures.pop();
  await againstSameBytes(await paired('info/catalog/', catalogCall, bare), catalogCall);
  // What a returning browser sends: the answer's ETag back, and a 304 without the catalogue.
  const etag = (await fetch(catalogCall.url ?? '', catalogCall)).headers.get('etag') ?? '';
  const revalidate = { ...catalogCall, headers: { ...catalogCall.headers, 'if-none-match': etag } };
  await paired('info/catalog/, 304 to its ETag', revalidate, bare, 304);
  // Pages the server draws (docs/decisions/032 and 060), as a browser's first visit asks for them.
  const category = catalog.category.find((c) => c.id === gadget.categoyID);
  if (!category) throw new Error('the demo gadget has no category');
  const page = (path: string) => ({
    url: `${api.base}${path}`,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  for (const [name, path] of [
    ['page /catalog/', '/catalog/'],
    ['device page', `/catalog/${category.slug}/${gadget.slug}/`],
  ] as const) {
    const first = await fetch(page(path).url ?? '', page(path));
    const drawn = (await first.text()).includes('id="ssr-state"');
    if (!drawn) process.stdout.write(`${name}: ${path} went out as the app shell, not drawn\n`);
    await againstSameBytes(await paired(name, page(path), bare), page(path));
    const tag = first.headers.get('etag');
    if (tag) {
      const again = { ...page(path), headers: { ...page(path).headers, 'if-none-match': tag } };
      await paired(`${name}, 304 to its ETag`, again, bare, 304);
    }
  }
  for (const path of ['user/getinfo/', 'subscription/info/', 'payment/list/', 'payment/cards/']) {
    await paired(path, get(path), select);
  }
  readInfo = get('user/getinfo/');
  const draft = JSON.stringify({
    model: model.id,
    term: 12,
    city: city.id,
    insurance: true,
    extras: gadget.extras.slice(0, 2).map((extra) => extra.id),
    delivery: 'pickup',
    office: office.id,
    promo: 'SAVE10',
  });
  // Someone with nothing unpaid: the dev billing charged the client above without a bound card, and a
  // new order is refused to them (409 payment_overdue) before anything is priced.
  const shopper = await registeredClient(api.base, city.id);
  await paired(
    'subscription/calculate/',
    {
      url: `${api.base}${API_PREFIX}subscription/calculate/`,
      method: 'POST',
      headers: signedHeaders(draft, shopper.token),
      body: draft,
    },
    select,
  );
  // Every page of the site once, in both languages (signed-in pages as their frames), so the memory
  // below holds what a running site's drawn pages hold: the renderer's modules and the pages kept.
  const sitePages = ROUTE_IDS.flatMap((id) => {
    const params = ROUTES[id].includes(':gadget')
      ? catalog.gadgets.flatMap((g) => {
          const slug = catalog.category.find((c) => c.id === g.categoyID)?.slug;
          return slug ? [{ category: slug, gadget: g.slug }] : [];
        })
      : ROUTES[id].includes(':category')
        ? catalog.category.map((c) => ({ category: c.slug }))
        : [{ office: String(office.id), subscription: '1', payment: '1' }];
    return LOCALES.flatMap((locale) => params.map((values) => buildPath(id, values, locale)));
  });
  let drawnPages = 0;
  for (const path of sitePages) {
    const html = await fetch(`${api.base}${path}`).then((response) => response.text());
    if (html.includes('id="ssr-state"')) drawnPages += 1;
  }
  process.stdout.write(`${drawnPages} of ${sitePages.length} site pages drawn\n`);
  memory.afterLoadMb = api.rssMb();
  process.stdout.write(
    `api resident memory after the load: ${memory.afterLoadMb} MB (${await memoryParts(api.base)})\n` +
      `  resident by kind: ${residentParts(api.pid)}\n`,
  );
  if (process.env.BENCH_HEAP_SNAPSHOT) {
    process.stdout.write(`${summarizeHeap(await heapSnapshot(api)).join('\n')}\n`);
  }
} finally {
  await api.stop();
}

// Again on the data the first start left, now writing one log line per request.
const logging = await startApi(3200, { fresh: false, logLevel: 'info' });
const restart = { startMs: logging.startMs, afterStartMb: logging.rssMb() };
process.stdout.write(
  `api healthy after ${restart.startMs} ms on the existing data; ${restart.afterStartMb} MB resident\n`,
);
try {
  const quiet = figures.find((figure) => figure.name === 'user/getinfo/');
  if (readInfo && quiet) await measure('user/getinfo/, a log line each', logging, readInfo, quiet);
} finally {
  await logging.stop();
}

await reference.stop();

const out = join(import.meta.dirname, '..', '..', 'bench');
mkdirSync(out, { recursive: true });
writeFileSync(
  join(out, `results-${database}.json`),
  `${JSON.stringify({ at: new Date().toISOString(), database, connections: CONNECTIONS, seconds: SECONDS, startMs: api.startMs, restart, memory, figures }, null, 2)}\n`,
);
