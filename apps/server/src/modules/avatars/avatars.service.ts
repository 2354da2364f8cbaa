import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Deps } from '../../lib/deps';
import { removeImage, storeImage } from '../../lib/images';
import { findUserById } from '../users/users.queries';

/** Stores the image, points the user at it and removes the previous one. */
export async function saveAvatar(deps: Deps, userId: number, mimetype: string, data: Buffer): Promise<string> {
  const url = await storeImage(deps, 'avatars', mimetype, data);
  const before = await findUserById(deps.db, userId);
  await deps.db.update(users).set({ avatar: url, updatedAt: new Date() }).where(eq(users.id, userId));
  await removeImage(deps, 'avatars', before?.avatar);
  return url;
}
