import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { DecodingProcess } from '../../src/photos/decoding-process';

const worker = () => path.join(inject('apiBuild'), 'photo-worker.js');
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function picture(width: number): Promise<Buffer> {
  return sharp({ create: { width, height: width, channels: 3, background: '#8bc34a' } })
    .png()
    .toBuffer();
}

function decodingProcess(timeoutMs = 30_000, idleMs = 300) {
  return new DecodingProcess({ file: worker(), execArgv: [], env: process.env, timeoutMs, idleMs });
}

describe('the photo decoding process', () => {
  it('serves the uploads of a burst in one process, and ends once idle', async () => {
    const decoding = decodingProcess();
    const input = await picture(400);
    const first = await decoding.decode({ input, widths: [160, 320], ownWidth: false });
    const pid = decoding.pid;
    const second = await decoding.decode({ input, widths: [160], ownWidth: false });

    expect(first).toMatchObject({ ok: true, files: [{ width: 160 }, { width: 320 }] });
    expect(second).toMatchObject({ ok: true, files: [{ width: 160 }] });
    expect(decoding.pid).toBe(pid);
    await expect.poll(() => alive(pid ?? 0), { timeout: 5_000 }).toBe(false);
    expect(decoding.pid).toBeUndefined();
  });

  it('answers null for a decode past its time', async () => {
    const decoding = decodingProcess(1);
    const stuck = await decoding.decode({ input: await picture(2000), widths: [960], ownWidth: false });
    expect(stuck).toBeNull();
  });

  it('starts a new process for the next upload once the last one died', async () => {
    const decoding = decodingProcess();
    const input = await picture(200);
    await decoding.decode({ input, widths: [160], ownWidth: false });
    const killed = decoding.pid ?? 0;
    process.kill(killed, 'SIGKILL');
    await expect.poll(() => decoding.pid, { timeout: 5_000 }).toBeUndefined();

    expect(await decoding.decode({ input, widths: [160], ownWidth: false })).toMatchObject({ ok: true });
    expect(decoding.pid).not.toBe(killed);
  });
});
