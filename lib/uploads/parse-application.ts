import 'server-only';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import formidable, { errors as formidableErrors, multipart } from 'formidable';
import {
  BadRequestError,
  HttpError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
} from '@/lib/http/errors';
import { isContentType } from '@/lib/http/read-json';
import { requestBody, type RequestBody } from '@/lib/http/request-body';
import { log } from '@/lib/log';
import { RESUME_MAX_BYTES } from '@/lib/validation/application-rules';

export type UploadedResume = {
  path: string;
  size: number;
  /** The file's name on the visitor's computer, shown back to them; never used as a path. */
  name: string;
};
export type ApplicationUpload = {
  /** Every text field once, in an object without a prototype. */
  fields: Record<string, string>;
  /** The resume, or null when none was chosen. */
  resume: UploadedResume | null;
  /** A resume part that arrived with a name but no bytes. */
  emptyResume: boolean;
};

export const RESUME_FIELD = 'resume';
const MAX_FIELDS = 20;
const MAX_FIELDS_BYTES = 64 * 1024;
/** The whole body: the largest resume, the fields and the multipart framing around them. */
export const APPLICATION_BODY_LIMIT = RESUME_MAX_BYTES + MAX_FIELDS_BYTES + 16 * 1024;
const FORBIDDEN_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The request body as a Node stream for formidable, counting bytes as it pulls them: past
 * `limit` it stops with a 413 instead of reading the upload to the end. It never cancels the
 * body itself; what the client still sends is left to `RequestBody.release`.
 */
function boundedSource(body: RequestBody, limit: number): Readable {
  return new Readable({
    async read() {
      try {
        const chunk = await body.read(limit);
        this.push(chunk && Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      } catch (error) {
        this.destroy(error as Error); // a 413 past the limit, a 400 when the client went away
      }
    },
  });
}

function asHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: number }).code;
  switch (code) {
    case formidableErrors.biggerThanMaxFileSize:
    case formidableErrors.biggerThanTotalMaxFileSize:
      return new PayloadTooLargeError('The resume is larger than 5 MB.');
    case formidableErrors.maxFilesExceeded:
      return new PayloadTooLargeError('Only one file can be uploaded.');
    case formidableErrors.maxFieldsExceeded:
    case formidableErrors.maxFieldsSizeExceeded:
      return new PayloadTooLargeError('The form has too many or too long fields.');
    default:
      return new BadRequestError('The form data is malformed.');
  }
}

async function parseInto(
  request: Request,
  directory: string,
  fields: Record<string, string>,
): Promise<ApplicationUpload> {
  const length = request.headers.get('content-length');
  // formidable reads the framing from Node-style headers; without a length the body is chunked.
  const source = Object.assign(boundedSource(requestBody(request), APPLICATION_BODY_LIMIT), {
    headers: {
      'content-type': request.headers.get('content-type') ?? '',
      ...(length ? { 'content-length': length } : { 'transfer-encoding': 'chunked' }),
    },
  });
  const form = formidable({
    uploadDir: directory,
    enabledPlugins: [multipart],
    maxFiles: 1,
    maxFileSize: RESUME_MAX_BYTES,
    maxTotalFileSize: RESUME_MAX_BYTES,
    maxFields: MAX_FIELDS,
    maxFieldsSize: MAX_FIELDS_BYTES,
    // An empty resume is the visitor's mistake: it gets a field message, not a 400.
    allowEmptyFiles: true,
    minFileSize: 0,
  });

  let resume: UploadedResume | null = null;
  let emptyResume = false;
  // A refusal can come after the last byte was read, so it is also checked once parsing ends.
  let refusal: HttpError | undefined;
  const refuse = (message: string) => {
    refusal ??= new BadRequestError(message);
    source.destroy(refusal);
  };

  form.on('field', (name: string, value: string) => {
    if (FORBIDDEN_NAMES.has(name))
      return refuse('The form contains a field name we do not accept.');
    if (Object.hasOwn(fields, name)) return refuse('A field was sent more than once.');
    fields[name] = value;
  });
  form.on('fileBegin', (name: string) => {
    if (name !== RESUME_FIELD) refuse('Only a file named "resume" is accepted.');
  });
  form.on('file', (_name: string, file: formidable.File) => {
    const name = file.originalFilename?.trim() || RESUME_FIELD;
    if (file.size > 0) resume = { path: file.filepath, size: file.size, name };
    else emptyResume = Boolean(file.originalFilename);
  });
  // Whatever made formidable give up, it is fed nothing more (the rest is dropped by release()).
  form.on('error', () => source.destroy());

  try {
    await new Promise<void>((resolve, reject) => {
      source.once('error', reject);
      form.parse(source as never).then(() => resolve(), reject);
    });
  } catch (error) {
    throw asHttpError(error);
  } finally {
    source.destroy();
  }
  if (refusal) throw refusal;
  return { fields, resume, emptyResume };
}

type UploadOptions = {
  /**
   * Where the text fields go as they arrive, so that they are known even when the upload is
   * refused part way (a resume over 5 MB after them). Default: an object of the upload's own.
   */
  fields?: Record<string, string>;
  /**
   * Refuse a body declared larger than the limit before reading any of it (default). A form sent
   * without JavaScript is read up to the limit instead, so its fields can be shown again.
   */
  refuseDeclaredOversize?: boolean;
};

/**
 * Parses a multipart application into a directory of its own under the OS temp directory, hands
 * it to `handle`, and removes the directory afterwards, however either of them ended.
 */
export async function withApplicationUpload<T>(
  request: Request,
  handle: (upload: ApplicationUpload) => Promise<T>,
  { fields = Object.create(null), refuseDeclaredOversize = true }: UploadOptions = {},
): Promise<T> {
  if (!isContentType(request, 'multipart/form-data')) {
    throw new UnsupportedMediaTypeError('multipart/form-data');
  }
  const declared = Number(request.headers.get('content-length'));
  if (refuseDeclaredOversize && Number.isFinite(declared) && declared > APPLICATION_BODY_LIMIT) {
    throw new PayloadTooLargeError('The resume is larger than 5 MB.');
  }
  if (!request.body) throw new BadRequestError('The request has no body.');

  const directory = await mkdtemp(join(tmpdir(), 'apply-'));
  try {
    return await handle(await parseInto(request, directory, fields));
  } finally {
    await rm(directory, { recursive: true, force: true, maxRetries: 3 }).catch((error) =>
      log.error('upload.unremoved', { directory }, error),
    );
  }
}
