import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Request } from 'express';
import busboy from 'busboy';
import { controlCharacterRefusal } from '../http/controlCharacters.js';
import { HttpError } from '../http/httpError.js';

/**
 * A multipart upload spooled to a private temporary folder while it streams in: text fields,
 * and at most one file, cut off at `maxBytes` (reading stops there: the caller answers 413 and
 * closes the connection). Memory stays flat whatever the size; `cleanup` removes the folder.
 */
export interface SpooledUpload {
  fields: Record<string, string>;
  file: { fieldName: string; name: string; path: string; size: number } | null;
  /** More than one file was sent (only the first is kept). */
  extraFiles: number;
  /** The file was larger than `maxBytes`. */
  tooLarge: boolean;
  cleanup(): Promise<void>;
}

export interface SpoolOptions {
  maxBytes: number;
  fileField: string;
  allowedFields: readonly string[];
}

export async function spoolUpload(req: Request, options: SpoolOptions): Promise<SpooledUpload> {
  if (!(req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data'))
    throw new HttpError(415, 'MULTIPART_REQUIRED', 'Send the spreadsheet as multipart/form-data.');
  const dir = await mkdtemp(join(tmpdir(), 'ah-upload-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const result: SpooledUpload = { fields: {}, file: null, extraFiles: 0, tooLarge: false, cleanup };
  try {
    await new Promise<void>((resolve, reject) => {
      let parser: busboy.Busboy;
      try {
        parser = busboy({
          headers: req.headers,
          limits: {
            files: 4,
            fields: 10,
            fieldSize: 1_000,
            parts: 16,
            fileSize: options.maxBytes,
            headerPairs: 20,
          },
        });
      } catch {
        reject(new HttpError(400, 'INVALID_MULTIPART', 'The upload is not valid multipart/form-data.'));
        return;
      }
      const writes: Promise<void>[] = [];
      parser.on('field', (name, value) => {
        if (options.allowedFields.includes(name)) result.fields[name] = value;
      });
      parser.on('file', (name, stream, info) => {
        if (name !== options.fileField || result.file !== null) {
          if (name === options.fileField) result.extraFiles += 1;
          stream.resume();
          return;
        }
        const path = join(dir, 'upload');
        const file = { fieldName: name, name: info.filename ?? '', path, size: 0 };
        result.file = file;
        stream.on('data', (chunk: Buffer) => {
          file.size += chunk.length;
        });
        stream.on('limit', () => {
          // Refuse at once: stop reading the request (the route answers 413 and closes the connection).
          result.tooLarge = true;
          req.unpipe(parser);
          stream.resume();
          resolve();
        });
        writes.push(pipeline(stream, createWriteStream(path, { mode: 0o600 })));
      });
      parser.on('error', () =>
        reject(new HttpError(400, 'INVALID_MULTIPART', 'The upload is not valid multipart/form-data.')),
      );
      parser.on('close', () => {
        Promise.all(writes).then(() => resolve(), reject);
      });
      req.on('aborted', () => reject(new HttpError(400, 'UPLOAD_ABORTED', 'The upload was interrupted.')));
      req.pipe(parser);
    });
  } catch (error) {
    await cleanup();
    throw error;
  }
  // The app's control-character check sees no multipart body: its text fields are checked here.
  const fileName = result.file ? { fileName: result.file.name } : {};
  const refusal = controlCharacterRefusal({ ...result.fields, ...fileName }, 'body');
  if (refusal) {
    await cleanup();
    throw refusal;
  }
  return result;
}
