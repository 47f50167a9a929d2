import { createHash, randomUUID } from 'node:crypto';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { UPLOAD_RULES, type FileKind, type UploadPurpose } from '../../lib/constants';
import { ApiError } from '../http/errors';
import { detectKind, HEAD_BYTES, TAIL_BYTES } from '../../lib/uploads/sniff';
import { sanitizeFileName } from './names';
import type { FileStorage, PendingObject } from './storage';
import { fileRequired, fileTooLarge, invalidFileType, malformedUpload } from './upload-errors';

/** A file that streamed completely into storage, not yet committed: the caller commits or discards it. */
export interface ReceivedFile {
  id: string;
  purpose: UploadPurpose;
  pending: PendingObject;
  kind: FileKind;
  size: number;
  sha256: string;
  originalName: string;
}

export interface UploadOptions {
  /**
   * Whose rules (size, types) apply. A function decides from the text fields sent before the file part (the
   * documents screen's `category`); it throws the ApiError to answer when they do not say.
   */
  purpose: UploadPurpose | ((fields: Record<string, string>) => UploadPurpose);
  ownerId: string;
  storage: FileStorage;
  /** The multipart field carrying the file (`file`, or `avatar`). */
  field: string;
}

/** Hashes and counts the bytes on their way to storage, keeping only the head and tail the type detector reads. */
class Meter extends Transform {
  constructor(private readonly maxBytes: number, private readonly tooLarge: () => Error) {
    super();
  }

  readonly hash = createHash('sha256');
  size = 0;
  private head: Buffer[] = [];
  private headSize = 0;
  private tail: Buffer[] = [];
  private tailSize = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.hash.update(chunk);
    this.size += chunk.length;
    if (this.size > this.maxBytes) return callback(this.tooLarge());
    if (this.headSize < HEAD_BYTES) {
      // Copied: a small slice must not keep a whole network buffer alive for the request's lifetime.
      const part = Buffer.from(chunk.subarray(0, HEAD_BYTES - this.headSize));
      this.head.push(part);
      this.headSize += part.length;
    }
    // Not copied: chunks are network-sized, so the few kept here pin at most a few hundred KB.
    this.tail.push(chunk);
    this.tailSize += chunk.length;
    while (this.tail.length > 1 && this.tailSize - this.tail[0]!.length >= TAIL_BYTES)
      this.tailSize -= this.tail.shift()!.length;
    callback(null, chunk);
  }

  kind = () => detectKind(Buffer.concat(this.head), Buffer.concat(this.tail));
}

/**
 * Reads a multipart/form-data request as a stream: the one file goes straight to storage (never whole into memory,
 * whatever Content-Length says), the size cap is enforced while it streams (the request is abandoned the moment it
 * is crossed), and the type is decided from the bytes. Text fields come back as strings; validating them is the
 * caller's job. Any refusal removes what was written before the error is thrown.
 */
export function receiveUpload(request: Request, options: UploadOptions) {
  const { field } = options;
  // A purpose chosen by the fields is only known at the file part: busboy gets the largest cap, the Meter the right one.
  const maxBytes =
    typeof options.purpose === 'string'
      ? UPLOAD_RULES[options.purpose].maxBytes
      : Math.max(...Object.values(UPLOAD_RULES).map((rules) => rules.maxBytes));
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      // Browsers send the file name as raw UTF-8 (`Özgeçmiş.pdf`), not latin1.
      defParamCharset: 'utf8',
      // One byte over the cap: busboy reports reaching its limit exactly as truncation, yet maxBytes itself is allowed.
      limits: { fileSize: maxBytes + 1, files: 1, fields: 10, fieldSize: 4096, parts: 20 },
    });
  } catch {
    throw malformedUpload();
  }
  if (!request.body) throw fileRequired(field);
  const input = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);
  const fields: Record<string, string> = {};
  let filePart: Readable | undefined;
  let fileDone: Promise<ReceivedFile> | undefined;
  let failure: ApiError | undefined;

  return new Promise<{ fields: Record<string, string>; file: ReceivedFile }>((resolve, reject) => {
    let settled = false;
    const settle = async () => {
      if (settled) return;
      settled = true;
      const file = await fileDone?.catch((error: unknown) => {
        failure ??= error instanceof ApiError ? error : malformedUpload();
      });
      if (failure) {
        await file?.pending.discard();
        return reject(failure);
      }
      if (!file) return reject(fileRequired(field));
      resolve({ fields, file });
    };
    const abort = (error: ApiError) => {
      failure ??= error;
      // Stop reading: the rest of an oversized body is never accepted, not even into a discard buffer.
      input.unpipe(parser);
      input.destroy();
      filePart?.destroy();
      void settle();
    };

    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== field || fileDone) return void stream.resume();
      filePart = stream;
      let purpose: UploadPurpose;
      try {
        purpose = typeof options.purpose === 'string' ? options.purpose : options.purpose(fields);
      } catch (error) {
        return abort(error instanceof ApiError ? error : malformedUpload());
      }
      stream.on('limit', () => abort(fileTooLarge(purpose, field)));
      fileDone = storeStream(stream, info.filename ?? '', { ...options, purpose });
      fileDone.catch((error: unknown) => abort(error instanceof ApiError ? error : malformedUpload()));
    });
    parser.on('error', () => abort(malformedUpload()));
    parser.on('close', () => void settle());
    input.on('error', () => abort(malformedUpload()));
    input.pipe(parser);
  });
}

async function storeStream(
  stream: Readable,
  filename: string,
  options: Omit<UploadOptions, 'purpose'> & { purpose: UploadPurpose },
): Promise<ReceivedFile> {
  const id = randomUUID();
  const pending = await options.storage.begin({ ownerId: options.ownerId, id });
  const meter = new Meter(UPLOAD_RULES[options.purpose].maxBytes, () => fileTooLarge(options.purpose, options.field));
  try {
    await pipeline(stream, meter, pending.sink);
  } catch (error) {
    await pending.discard();
    throw error;
  }
  const kind = meter.kind();
  if (!kind || !(UPLOAD_RULES[options.purpose].kinds as readonly FileKind[]).includes(kind)) {
    await pending.discard();
    throw invalidFileType(options.purpose, options.field);
  }
  const originalName = sanitizeFileName(filename, kind);
  return { id, purpose: options.purpose, pending, kind, size: meter.size, sha256: meter.hash.digest('hex'), originalName };
}
