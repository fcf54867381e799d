import { type ChildProcess, fork } from 'node:child_process';
import type { DecodeResult } from './decode-photo';

/** What the decoding process is sent for one upload (photo-worker.ts). */
export interface DecodeJob {
  input: Buffer;
  widths: number[];
  ownWidth: boolean;
}

interface Options {
  file: string;
  execArgv: string[];
  env: NodeJS.ProcessEnv;
  /** A decode that takes longer than this is stuck, or a bomb: the process is killed. */
  timeoutMs: number;
  /** The process ends this long after its last answer, and what libvips took goes back to the system. */
  idleMs: number;
}

/**
 * The decoding process, kept for the uploads that follow one another (a hand-over's photos come in a
 * burst; a process start costs ~0.3 CPU-seconds) and ended once idle. Killed, out of memory or crashed,
 * it answers null and the next upload starts a new one. One job at a time: the caller queues them.
 */
export class DecodingProcess {
  private child: ChildProcess | null = null;
  private idle: NodeJS.Timeout | null = null;

  constructor(private readonly options: Options) {}

  /** The running process's id; undefined between bursts. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  decode(job: DecodeJob): Promise<DecodeResult | null> {
    if (this.idle) clearTimeout(this.idle);
    const child = this.child ?? this.start();
    child.ref();
    child.channel?.ref();
    return new Promise((resolve) => {
      const done = (answer: DecodeResult | null) => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(answer);
        if (this.child === child) this.rest(child);
      };
      const onMessage = (message: unknown) => done(message as DecodeResult);
      const onExit = () => done(null);
      const timer = setTimeout(() => child.kill('SIGKILL'), this.options.timeoutMs);
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send(job);
    });
  }

  private start(): ChildProcess {
    const child = fork(this.options.file, [], {
      serialization: 'advanced',
      execArgv: this.options.execArgv,
      env: this.options.env,
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    child.once('error', () => child.kill('SIGKILL'));
    child.once('exit', () => {
      if (this.child === child) this.child = null;
    });
    this.child = child;
    return child;
  }

  /** Waiting for the next upload neither keeps the api alive nor lasts longer than `idleMs`. */
  private rest(child: ChildProcess): void {
    child.unref();
    child.channel?.unref();
    this.idle = setTimeout(() => {
      // Let go first: an upload arriving while it ends starts a new process, not a dying one's.
      if (this.child === child) this.child = null;
      child.kill();
    }, this.options.idleMs);
    this.idle.unref();
  }
}
