import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { PassThrough, Readable } from 'node:stream';
import { checkedKey, type FileStorage, type StorageKey } from './keys';

export interface S3Config {
  endpoint?: string | undefined;
  region: string;
  bucket: string;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Path-style URLs (`endpoint/bucket/key`): what MinIO, s3rver and most self-hosted stores expect. */
  forcePathStyle: boolean;
}

const objectKey = (key: StorageKey) => `uploads/${checkedKey(key.ownerId)}/${checkedKey(key.id)}`;

/**
 * Files in an S3-compatible bucket under `uploads/<ownerId>/<id>`, streamed both ways (multipart upload in parts of
 * 5 MB, so memory per upload stays at one part whatever the file size). An object may exist before its row does
 * (the upload finishes before the metadata transaction commits); nobody reaches it without the row, and `discard`
 * deletes it — the same order as the disk store (docs/decisions/006-file-storage.md).
 */
export function s3Storage(config: S3Config): FileStorage {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint && { endpoint: config.endpoint }),
    ...(config.accessKeyId &&
      config.secretAccessKey && {
        credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      }),
  });
  const Bucket = config.bucket;

  return {
    async begin(key) {
      const Key = objectKey(key);
      const sink = new PassThrough();
      const upload = new Upload({ client, params: { Bucket, Key, Body: sink }, queueSize: 2 });
      // A failing store must fail the writer too, or the request would wait on back-pressure forever.
      const done = upload.done().catch((error: unknown) => {
        sink.destroy(error instanceof Error ? error : new Error('upload failed'));
        throw error;
      });
      done.catch(() => undefined);
      return {
        sink,
        async commit() {
          await done;
        },
        async discard() {
          sink.destroy();
          await upload.abort().catch(() => undefined);
          await done.catch(() => undefined);
          await client.send(new DeleteObjectCommand({ Bucket, Key })).catch(() => undefined);
        },
      };
    },
    async open(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!(answer.Body instanceof Readable)) throw new Error('S3 answered no stream');
        return answer.Body;
      } catch (error) {
        // The file service expects a missing file to reject with ENOENT, like the disk store.
        if ((error as { name?: string }).name === 'NoSuchKey')
          throw Object.assign(new Error('missing'), { code: 'ENOENT' });
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async removeOwner(ownerId) {
      const Prefix = `uploads/${checkedKey(ownerId)}/`;
      for (;;) {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, MaxKeys: 1000 }));
        const keys = (page.Contents ?? []).flatMap((item) => (item.Key ? [{ Key: item.Key }] : []));
        if (keys.length === 0) return;
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
        if (!page.IsTruncated) return;
      }
    },
    async sweep(before) {
      // Files over one part (5 MB) go up as multipart uploads; a crash leaves their parts stored (and billed)
      // until aborted. Objects themselves are never half written, so only the uploads need sweeping.
      let removed = 0;
      let KeyMarker: string | undefined;
      let UploadIdMarker: string | undefined;
      for (;;) {
        const page = await client.send(
          new ListMultipartUploadsCommand({ Bucket, Prefix: 'uploads/', KeyMarker, UploadIdMarker }),
        );
        for (const upload of page.Uploads ?? []) {
          if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated >= before) continue;
          await client.send(new AbortMultipartUploadCommand({ Bucket, Key: upload.Key, UploadId: upload.UploadId }));
          removed += 1;
        }
        if (!page.IsTruncated) return removed;
        KeyMarker = page.NextKeyMarker;
        UploadIdMarker = page.NextUploadIdMarker;
      }
    },
  };
}
