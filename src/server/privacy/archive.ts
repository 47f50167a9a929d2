import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { ZipFile } from 'yazl';
import { files } from '@/server/db/schema';
import { dataJson } from './data-json';
import type { Page } from './pages';

export interface ArchivedFile {
  id: string;
  originalName: string;
}

export interface ArchiveInput {
  readme: string;
  exportedAt: string;
  pages: AsyncIterable<Page>;
  /** The bytes of one uploaded file; a rejection puts a line saying so in its place. */
  openFile: (file: ArchivedFile) => Promise<Readable>;
  onUnreadableFile: (file: ArchivedFile, error: unknown) => void;
  /** A failure after the answer has begun: logged by the caller; the client's download breaks off. */
  onAbort: (error: unknown) => void;
}

const UNREADABLE = 'This file could not be read from storage.\n';

/**
 * The data export as a ZIP that streams from its first byte: README.txt, then `data.json` written page by page as
 * the rows are read, then each uploaded file straight from storage — the files' entries are added as their rows
 * pass through `data.json`, so the archive holds exactly the files it lists. Memory stays at a page of rows plus
 * the streams' buffers, whatever the customer's size; backpressure reaches the database reads and the file reads.
 *
 * A failure once bytes have gone out cannot become an error status any more: the archive is cut off (its central
 * directory never written, so no unzip tool takes it as whole) and the connection reset. Either way — failure, the
 * client gone, or the end — every stream the archive opened is destroyed, which ends the page reads and closes the
 * file handles (decision 092).
 */
export function exportArchive(input: ArchiveInput): ReadableStream<Uint8Array> {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  const sources = new Set<Readable>();
  let stopped = false;
  const stop = (error?: unknown) => {
    if (stopped) return;
    stopped = true;
    for (const source of sources) source.destroy();
    sources.clear();
    if (error === undefined) return;
    input.onAbort(error);
    // The client learns only that the archive broke off; the cause stays in the log.
    output.destroy(new Error('The data export was aborted.'));
  };
  // 'close' follows the end of a whole archive, a failure and a client that hung up (the web stream cancelled).
  output.once('close', () => stop());
  zip.on('error', stop);
  const track = (source: Readable) => {
    sources.add(source);
    source.once('error', stop);
    source.once('close', () => sources.delete(source));
    return source;
  };

  const addFile = (file: ArchivedFile) =>
    // Already compressed formats (PDF, JPEG, PNG): stored as they are.
    zip.addReadStreamLazy(`files/${file.id}-${file.originalName}`, { compress: false }, (done) => {
      input.openFile(file).then(
        (stream) => (stopped ? stream.destroy() : done(null, track(stream))),
        (error: unknown) => {
          input.onUnreadableFile(file, error);
          if (!stopped) done(null, track(Readable.from([Buffer.from(UNREADABLE)])));
        },
      );
    });

  async function* withFiles() {
    for await (const page of input.pages) {
      if (page.table === files) for (const row of page.rows) addFile(row as unknown as ArchivedFile);
      yield page;
    }
  }
  async function* json() {
    for await (const text of dataJson(input.exportedAt, withFiles())) yield Buffer.from(text);
    // Every file's entry is queued by now: the archive can close after them.
    zip.end();
  }

  zip.addBuffer(Buffer.from(input.readme), 'README.txt');
  zip.addReadStreamLazy('data.json', (done) => done(null, track(Readable.from(json(), { objectMode: false }))));
  return Readable.toWeb(output) as WebReadableStream<Uint8Array> as unknown as ReadableStream<Uint8Array>;
}
