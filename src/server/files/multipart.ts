import { createHash, randomUUID } from 'node:crypto';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { UPLOAD_RULES, type FileKind, type UploadPurpose } from '@/lib/constants';
import { allowBody } from '@/server/http/body-limit';
import { describes } from '@/server/http/describe';
import { ApiError } from '@/server/http/errors';
import { detectKind, HEAD_BYTES, TAIL_BYTES } from '@/lib/uploads/sniff';
import { sanitizeFileName } from './names';
import type { FileStorage, PendingObject } from '@/server/storage/storage';
import { observe } from '@/server/metrics/observe';
import { fileRequired, fileTooLarge, invalidFileType, malformedUpload, storageFailed } from './upload-errors';

/** A file that streamed completely into storage, not yet committed: the caller commits or discards it. */
export interface ReceivedFile {
  id: string;
  pending: PendingObject;
  kind: FileKind;
  size: number;
  sha256: string;
  originalName: string;
  /** Whose rules applied (known only at the file part when the fields chose it). */
  purpose: UploadPurpose;
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

/**
 * Hashes and counts the bytes on their way to storage, keeping only the head and tail the type detector reads, and
 * fails the pipeline the moment the file passes its size: an error, not a quiet end, so the storage stream is
 * destroyed and its partial file removed however the rest of the body arrives.
 */
class Meter extends Transform {
  readonly hash = createHash('sha256');
  size = 0;
  private head: Buffer[] = [];
  private headSize = 0;
  private tail: Buffer[] = [];
  private tailSize = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly tooLarge: () => ApiError,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return callback(this.tooLarge());
    this.hash.update(chunk);
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

/** Room for the multipart framing and the text fields beside the file (busboy caps those at 10 × 4 KB). */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * The body allowance of an upload route (see http/body-limit.ts): the purpose's file size plus the form around it,
 * refused with the same localised "smaller than {size} MB" as the file itself.
 */
export const uploadBody = (purpose: UploadPurpose, field = 'file') =>
  describes(
    allowBody(UPLOAD_RULES[purpose].maxBytes + MULTIPART_OVERHEAD, () => fileTooLarge(purpose, field)),
    { in: 'multipart', field, maxBytes: UPLOAD_RULES[purpose].maxBytes },
  );

/**
 * Reads a multipart/form-data request as a stream: the one file goes straight to storage (never whole into memory,
 * whatever Content-Length says), the size cap is enforced while it streams (parsing stops the moment it is
 * crossed), and the type is decided from the bytes. Text fields come back as strings; validating them is the
 * caller's job. Any refusal removes what was written before the error is thrown. The route declares
 * `uploadBody(purpose)`, or the default body limit refuses the upload at 64 KB.
 */
export function receiveUpload(request: Request, options: UploadOptions) {
  const { field } = options;
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      // Browsers send the file name as raw UTF-8 (`Özgeçmiş.pdf`), not latin1.
      defParamCharset: 'utf8',
      // The file's size is the Meter's to enforce (with an error); busboy would only truncate it quietly.
      limits: { files: 1, fields: 10, fieldSize: 4096, parts: 20 },
    });
  } catch {
    throw malformedUpload();
  }
  if (!request.body) throw fileRequired(field);
  const input = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);
  const fields: Record<string, string> = {};
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
      // Stop parsing: the rest of the body is the body limit's to drain or drop (http/request-body.ts).
      input.unpipe(parser);
      input.destroy();
      // Destroys the file part with an error (busboy's "Unexpected end"), so the storage pipeline always settles.
      parser.destroy();
      void settle();
    };

    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      // A body that ends inside this part makes busboy fail the part's stream, possibly before storage has opened
      // (and piped it): without a listener that error would crash the process. The failure itself reaches
      // storeStream's pipeline (the stream is errored) or, for a skipped part, does not matter.
      stream.on('error', () => undefined);
      if (name !== field || fileDone) return void stream.resume();
      let purpose: UploadPurpose;
      try {
        purpose = typeof options.purpose === 'string' ? options.purpose : options.purpose(fields);
      } catch (error) {
        stream.resume();
        return abort(error instanceof ApiError ? error : malformedUpload());
      }
      fileDone = storeStream(stream, info.filename ?? '', { ...options, purpose });
      fileDone.catch((error: unknown) => abort(error instanceof ApiError ? error : malformedUpload()));
    });
    parser.on('error', () => abort(malformedUpload()));
    parser.on('close', () => void settle());
    // The body limit's refusal comes through as the stream's error: keep it (413), anything else is a broken body.
    input.on('error', (error) => abort(error instanceof ApiError ? error : malformedUpload()));
    input.pipe(parser);
  });
}

type ResolvedOptions = Omit<UploadOptions, 'purpose'> & { purpose: UploadPurpose };

async function storeStream(stream: Readable, filename: string, options: ResolvedOptions): Promise<ReceivedFile> {
  const id = randomUUID();
  const pending = await options.storage.begin({ ownerId: options.ownerId, id }).catch((error: unknown) => {
    throw storageFailed(error);
  });
  const meter = new Meter(UPLOAD_RULES[options.purpose].maxBytes, () => fileTooLarge(options.purpose, options.field));
  // Whether the store failed first (disk full, bucket down) or the body did: the pipeline then hands the same
  // error to every stream, so only the first 'error' event tells where it came from. A store's failure is no 400.
  let origin: 'body' | 'store' | undefined;
  stream.once('error', () => (origin ??= 'body'));
  meter.once('error', () => (origin ??= 'body'));
  pending.sink.once('error', () => (origin ??= 'store'));
  try {
    await pipeline(stream, meter, pending.sink);
  } catch (error) {
    await pending.discard();
    throw origin === 'store' ? storageFailed(error) : error;
  }
  const kind = meter.kind();
  if (!kind || !(UPLOAD_RULES[options.purpose].kinds as readonly FileKind[]).includes(kind)) {
    await pending.discard();
    throw invalidFileType(options.purpose, options.field);
  }
  const originalName = sanitizeFileName(filename, kind);
  observe.uploadBytes(meter.size);
  return {
    id,
    pending,
    kind,
    size: meter.size,
    sha256: meter.hash.digest('hex'),
    originalName,
    purpose: options.purpose,
  };
}
