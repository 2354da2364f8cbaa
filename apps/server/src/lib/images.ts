import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from './deps';
import { AppError, badRequest, notFound, tooLarge, unsupportedMedia } from './errors';

/**
 * Uploaded images (avatars, group logos, pictures in notices and topics): one multipart file field, PNG/JPEG/WebP/GIF up to 2 MB
 * (posts: 5 MB),
 * the bytes checked against the declared type, stored under a random name in DATA_DIR/uploads/<folder>.
 */
export const IMAGE_FOLDERS = ['avatars', 'logos', 'posts', 'donations'] as const;
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Names we hand out: 32 hex characters and one of our extensions; nothing else is ever read from disk. */
export const IMAGE_FILE_PATTERN = /^[a-f0-9]{32}\.(png|jpg|webp|gif)$/;
export const imageUrlPrefix = (folder: ImageFolder) => `/api/uploads/${folder}/`;

const EXTENSION_OF: Record<string, Ext> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };
const CONTENT_TYPE_OF = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' } as const;
type Ext = keyof typeof CONTENT_TYPE_OF;

export const isAllowedImageType = (mimetype: string) => mimetype in EXTENSION_OF;

/** The format the bytes really are, whatever the client declared. */
function sniff(data: Buffer): Ext | null {
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  if (data.subarray(0, 4).toString('latin1') === 'GIF8') return 'gif';
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

const folderPath = (deps: Pick<Deps, 'config'>, folder: ImageFolder) => path.join(deps.config.dataDir, 'uploads', folder);

/** Registers multipart parsing (one file of at most `maxBytes`, default 2 MB) in the calling plugin's scope. */
export async function acceptImageUploads(app: FastifyInstance, maxBytes = IMAGE_MAX_BYTES): Promise<void> {
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } });
}

/**
 * A multipart body the parser cannot read (no boundary, cut short) is the caller's mistake: a 400, not the parser's
 * plain Error (no status code) turned into a 500.
 */
function unreadableBody(err: unknown): unknown {
  if (err instanceof Error && (err as { statusCode?: number }).statusCode === undefined && !(err instanceof AppError)) {
    return badRequest('errors.uploadIncomplete');
  }
  return err;
}

/** The first file of a multipart request (a 400 for a body the parser cannot read). */
export async function filePart(request: FastifyRequest) {
  try {
    return await request.file();
  } catch (err) {
    throw unreadableBody(err);
  }
}

/**
 * The bytes of a file part: `tooLarge` for one above the size limit, a 400 for a body that ends before the file does
 * (the multipart parser only notices while reading the file).
 */
export async function fileBytes(app: FastifyInstance, part: MultipartFile, tooLarge: () => Error): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (err) {
    if (err instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge();
    throw unreadableBody(err);
  }
}

/** Reads the one image of a multipart request: 415 for other types, 413 above `maxBytes` (default 2 MB), 400 without a file. */
export async function receiveImage(
  app: FastifyInstance,
  request: FastifyRequest,
  maxBytes = IMAGE_MAX_BYTES,
): Promise<{ mimetype: string; data: Buffer }> {
  if (!request.isMultipart()) throw unsupportedMedia('errors.avatarType');
  const part = await filePart(request);
  if (!part) throw badRequest('errors.avatarMissing');
  if (!isAllowedImageType(part.mimetype)) {
    part.file.resume();
    throw unsupportedMedia('errors.avatarType');
  }
  const data = await fileBytes(app, part, () => tooLarge('errors.avatarTooLarge', { max: `${Math.round(maxBytes / 1024 / 1024)} MB` }));
  return { mimetype: part.mimetype, data };
}

/** Stores the image under a random name and answers its URL (415 when the bytes are not the declared type). */
export async function storeImage(deps: Pick<Deps, 'config'>, folder: ImageFolder, mimetype: string, data: Buffer): Promise<string> {
  const ext = sniff(data);
  if (!ext || EXTENSION_OF[mimetype] !== ext) throw unsupportedMedia('errors.avatarType');
  const file = `${randomBytes(16).toString('hex')}.${ext}`;
  await fs.mkdir(folderPath(deps, folder), { recursive: true });
  await fs.writeFile(path.join(folderPath(deps, folder), file), data);
  return `${imageUrlPrefix(folder)}${file}`;
}

/** Removes a stored image by its URL; URLs that are not ours are left alone. */
export async function removeImage(deps: Pick<Deps, 'config'>, folder: ImageFolder, url: string | undefined): Promise<void> {
  const prefix = imageUrlPrefix(folder);
  const file = url?.startsWith(prefix) ? url.slice(prefix.length) : '';
  if (IMAGE_FILE_PATTERN.test(file)) await fs.rm(path.join(folderPath(deps, folder), file), { force: true });
}

export async function readImage(deps: Pick<Deps, 'config'>, folder: ImageFolder, file: string): Promise<{ data: Buffer; contentType: string }> {
  const match = IMAGE_FILE_PATTERN.exec(file);
  if (!match) throw notFound();
  try {
    const data = await fs.readFile(path.join(folderPath(deps, folder), file));
    return { data, contentType: CONTENT_TYPE_OF[match[1] as Ext] };
  } catch {
    throw notFound();
  }
}
