import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { CallName, CallResponse } from '@ijara/contract';
import { CALLS } from '@ijara/contract/calls';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

export type AnswerEncoding = 'br' | 'gzip' | 'identity';

/** A strong ETag of a text's bytes, after `prefix` (the version of the data it was made from, if any). */
export function contentTag(text: string | Buffer, prefix = ''): string {
  return `"${prefix}${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
}

/** What goes out as bytes with an ETag, in the encoding a request accepts. */
export interface EncodedBody {
  readonly etag: string;
  body(encoding: AnswerEncoding): Buffer;
}

/**
 * A text with the ETag of its bytes, each compressed form made on its first request and kept.
 * `effort`: see encodeText.
 */
export class EncodedText implements EncodedBody {
  readonly etag: string;
  private readonly bodies: Partial<Record<AnswerEncoding, Buffer>> = {};

  constructor(
    private readonly text: string,
    etagPrefix = '',
    private readonly effort: EncodingEffort = 'high',
  ) {
    this.etag = contentTag(text, etagPrefix);
  }

  body(encoding: AnswerEncoding): Buffer {
    const made = this.bodies[encoding];
    if (made) return made;
    const body = encodeText(this.text, encoding, this.effort);
    this.bodies[encoding] = body;
    return body;
  }
}

/**
 * An answer already encoded through its contract schema and turned into JSON bytes, with the ETag of
 * that text, so a browser that has it gets 304 Not Modified instead of the whole catalogue again, and
 * its brotli and gzip forms, each made once: the catalogue goes out as ~4 KB instead of ~21 KB. The
 * version of the data it was built from, when given, leads the ETag ("v12-…"), so the tag says which
 * catalogue a browser holds and a new version never answers 304.
 */
export class SerializedAnswer<N extends CallName = CallName> extends EncodedText {
  constructor(
    readonly name: N,
    readonly json: string,
    version?: number,
  ) {
    super(json, version === undefined ? '' : `v${version}-`);
  }
}

/**
 * `high`: a text encoded once and sent many times (brotli 9, gzip 9). `low`: a small text made on a
 * request's path, where a fraction of a millisecond matters more than a few bytes (brotli 5, gzip 6).
 */
export type EncodingEffort = 'high' | 'low';

/**
 * A text in one encoding. Told the text's size, brotli fits its window to it instead of taking its 4 MB
 * default (less memory, same bytes).
 */
export function encodeText(
  text: string | Buffer,
  encoding: AnswerEncoding,
  effort: EncodingEffort = 'high',
): Buffer {
  const plain = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  if (encoding === 'br') {
    return brotliCompressSync(plain, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: effort === 'high' ? 9 : 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
      },
    });
  }
  return encoding === 'gzip' ? gzipSync(plain, { level: effort === 'high' ? 9 : 6 }) : plain;
}

/** Accept-Encoding values seen, with the encoding each chose: browsers send a handful of them. */
const chosenEncodings = new Map<string, AnswerEncoding>();
const CHOSEN_KEPT = 64;

/** The best encoding the request accepts of those a SerializedAnswer has (q=0 refuses one). */
export function acceptedEncoding(header: string | undefined): AnswerEncoding {
  if (!header) return 'identity';
  let chosen = chosenEncodings.get(header);
  if (chosen === undefined) {
    chosen = bestEncoding(header);
    if (chosenEncodings.size >= CHOSEN_KEPT) chosenEncodings.clear();
    chosenEncodings.set(header, chosen);
  }
  return chosen;
}

function bestEncoding(header: string): AnswerEncoding {
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/** RFC 9110 If-None-Match: a list of (weak or strong) tags, or "*". */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

const answers = new WeakMap<object, SerializedAnswer>();

/**
 * For answers built from cached data: encodes through the contract schema once per cached object
 * (`key`) instead of once per request. Encoding a whole catalogue costs about a millisecond, which
 * would otherwise cap the busiest call near 1,000 answers a second. `version`: the cached data's, for
 * the ETag.
 */
export function serializeOnce<N extends CallName>(
  name: N,
  key: object,
  build: () => CallResponse<N>,
  version?: number,
): SerializedAnswer<N> {
  const hit = answers.get(key);
  if (hit?.name === name) return hit as SerializedAnswer<N>;
  const answer = new SerializedAnswer(
    name,
    JSON.stringify((CALLS[name].response as z.ZodType).encode(build())),
    version,
  );
  answers.set(key, answer);
  return answer;
}

/**
 * Sends an answer encoded once: its ETag (304 to a matching If-None-Match, without the body) and the
 * best encoding the request accepts. `vary`: the request headers the same URL answers differently by.
 */
export function sendSerialized(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: SerializedAnswer,
  vary: string,
): FastifyReply {
  reply.header('vary', vary);
  return sendTagged(request, reply, answer, 'application/json; charset=utf-8');
}

/** Its ETag, then 304 to a matching If-None-Match (no body), else sendEncoded. */
export function sendTagged(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: EncodedBody,
  type?: string,
): FastifyReply {
  reply.header('etag', answer.etag);
  if (ifNoneMatch(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return sendEncoded(request, reply, answer, type);
}

/** The body in the best encoding the request accepts, named in Content-Encoding; `type` when given. */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: EncodedBody,
  type?: string,
): FastifyReply {
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  if (type) reply.type(type);
  return reply.send(answer.body(encoding));
}
