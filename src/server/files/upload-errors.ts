import { maxMegabytes, type UploadPurpose } from '@/lib/constants';
import { FILE_TOO_LARGE_KEY, INVALID_TYPE_KEY } from '@/lib/uploads/rules';
import { runtimeServerKey } from '@/lib/i18n/server-keys';
import { ApiError, insufficientStorage } from '@/server/http/errors';
import { isStorageFull } from '@/server/storage/full';

/** The localised refusals of an upload (SPEC §8: too large; invalid type for general, CV, language, other). */

const refusal = (status: 400 | 413 | 415, code: string, field: string, key: string, vars?: Record<string, number>) =>
  new ApiError(status, code, runtimeServerKey(key), {
    ...(vars && { vars }),
    fields: { [field]: { key, ...(vars && { vars }) } },
  });

/** 413 'file must be smaller than {size} MB', sent as soon as the limit is crossed while streaming. */
export const fileTooLarge = (purpose: UploadPurpose, field: string) =>
  refusal(413, 'FILE_TOO_LARGE', field, FILE_TOO_LARGE_KEY, { size: maxMegabytes(purpose) });

/** 415: the bytes are not one of the purpose's types, whatever the name or Content-Type claimed. */
export const invalidFileType = (purpose: UploadPurpose, field: string) =>
  refusal(415, 'INVALID_FILE_TYPE', field, INVALID_TYPE_KEY[purpose]);

export const fileRequired = (field: string) => refusal(400, 'VALIDATION_FAILED', field, 'onboarding-api:fileRequired');

/** Not multipart/form-data, or a body that breaks off or cannot be parsed. */
export const malformedUpload = () => new ApiError(400, 'INVALID_UPLOAD', 'onboarding-api:uploadMalformed');

/**
 * The store failed (not the client's body): a full disk or quota is 507, anything else a 500. Either way the
 * error rides along as `cause`, and the error handler logs it with the request id before answering.
 */
export const storageFailed = (error: unknown) =>
  isStorageFull(error)
    ? insufficientStorage(error)
    : new ApiError(500, 'SERVER_ERROR', 'errors:common.server', { cause: error });
