import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Deps } from '../../lib/deps';
import { notFound, unsupportedMedia } from '../../lib/errors';
import { findUserById } from '../users/users.queries';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_URL_PREFIX = '/api/uploads/avatars/';
/** Names we hand out: 32 hex characters and one of our extensions; nothing else is ever read from disk. */
export const AVATAR_FILE_PATTERN = /^[a-f0-9]{32}\.(png|jpg|webp|gif)$/;

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

const avatarDir = (deps: Pick<Deps, 'config'>) => path.join(deps.config.dataDir, 'uploads', 'avatars');

/** Stores the image under a random name, points the user at it and removes the previous one. */
export async function saveAvatar(deps: Deps, userId: number, mimetype: string, data: Buffer): Promise<string> {
  const ext = sniff(data);
  if (!ext || EXTENSION_OF[mimetype] !== ext) throw unsupportedMedia('errors.avatarType');
  const file = `${randomBytes(16).toString('hex')}.${ext}`;
  await fs.mkdir(avatarDir(deps), { recursive: true });
  await fs.writeFile(path.join(avatarDir(deps), file), data);
  const before = await findUserById(deps.db, userId);
  const url = `${AVATAR_URL_PREFIX}${file}`;
  await deps.db.update(users).set({ avatar: url, updatedAt: new Date() }).where(eq(users.id, userId));
  const old = before?.avatar.startsWith(AVATAR_URL_PREFIX) ? before.avatar.slice(AVATAR_URL_PREFIX.length) : '';
  if (AVATAR_FILE_PATTERN.test(old)) await fs.rm(path.join(avatarDir(deps), old), { force: true });
  return url;
}

export async function readAvatar(deps: Pick<Deps, 'config'>, file: string): Promise<{ data: Buffer; contentType: string }> {
  const match = AVATAR_FILE_PATTERN.exec(file);
  if (!match) throw notFound();
  try {
    const data = await fs.readFile(path.join(avatarDir(deps), file));
    return { data, contentType: CONTENT_TYPE_OF[match[1] as Ext] };
  } catch {
    throw notFound();
  }
}
