import sharp from 'sharp';
import { decodePhoto } from './decode-photo';

/**
 * `node photo-worker.js`, forked by process-photo.ts: decodes the uploads it is sent, one at a time,
 * answering each over IPC, until the api lets it go idle (decoding-process.ts), so what libvips took goes
 * back to the system with the process. One libvips thread and no cache keep its peak low; past
 * PHOTO_WORKER_MAX_RSS_MB it ends itself rather than grow further, and past half of it after an answer.
 */
const MAX_RSS = Number(process.env.PHOTO_WORKER_MAX_RSS_MB ?? 256) * 1024 * 1024;

sharp.concurrency(1);
sharp.cache(false);

setInterval(() => {
  if (process.memoryUsage.rss() > MAX_RSS) process.exit(3);
}, 20).unref();

/** The upload and the widths to make of it (process-photo.ts). */
interface Job {
  input: Uint8Array;
  widths: number[];
  ownWidth: boolean;
}

/** Big after an answer: the next upload gets a new process rather than this one's leftovers. */
const answered = () => {
  if (process.memoryUsage.rss() > MAX_RSS / 2) process.exit(0);
};

process.on('message', ({ input, widths, ownWidth }: Job) => {
  decodePhoto(sharp, Buffer.from(input.buffer, input.byteOffset, input.byteLength), widths, ownWidth).then(
    (result) => process.send?.(result, answered),
    () => process.send?.({ ok: false, reason: 'unreadable' }, answered),
  );
});
