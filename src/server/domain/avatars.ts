// Uploaded avatars: a PNG, JPEG or WebP (told by its bytes, not its name or declared type), at most
// AVATAR_MAX_BYTES, turned upright, cropped to a centred square and resized to AVATAR_SIZE pixels as WebP
// (sharp). Anything else is a field error and writes nothing. Removing it brings back the generated avatar.
import sharp from 'sharp';
import type { DB } from '../db/database.ts';
import { USER_COLUMNS, type UserRow } from '../db/tables/accounts.ts';
import { userError, type UserErrorModel } from './userError.ts';
import type { SignedIn } from './viewer.ts';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE = 256;
/** Larger pictures are refused before they are decoded (a small file can claim huge dimensions). */
const MAX_INPUT_PIXELS = 40_000_000;

export interface IncomingImage {
  readonly size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

type ImageFormat = 'png' | 'jpeg' | 'webp';

/** The format the bytes are in, by their signature; null for anything but PNG, JPEG and WebP. */
export function imageFormatOf(bytes: Uint8Array): ImageFormat | null {
  const starts = (signature: readonly number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

const NOT_AN_IMAGE = userError('image', 'UNSUPPORTED_TYPE', 'Choose a PNG, JPEG or WebP picture.');
const UNREADABLE = userError('image', 'INVALID', 'This picture could not be read. Choose another one.');

/** The square WebP the upload becomes, or the reason it cannot be one. */
async function processed(image: IncomingImage): Promise<{ webp: Uint8Array } | { error: UserErrorModel }> {
  if (image.size > AVATAR_MAX_BYTES) {
    return { error: userError('image', 'TOO_LONG', `The picture is larger than ${AVATAR_MAX_BYTES / 1024 / 1024} MB.`) };
  }
  const bytes = new Uint8Array(await image.arrayBuffer());
  if (bytes.byteLength > AVATAR_MAX_BYTES) {
    return { error: userError('image', 'TOO_LONG', `The picture is larger than ${AVATAR_MAX_BYTES / 1024 / 1024} MB.`) };
  }
  const format = imageFormatOf(bytes);
  if (!format) return { error: NOT_AN_IMAGE };
  try {
    const input = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    // The signature and the decoder must agree: a PNG header on something else is not a PNG.
    if ((await input.metadata()).format !== format) return { error: NOT_AN_IMAGE };
    const webp = await input
      .rotate() // upright, as the camera's orientation tag says
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
    return { webp: new Uint8Array(webp) };
  } catch {
    return { error: UNREADABLE };
  }
}

/** Sets the viewer's avatar from an uploaded picture. */
export async function setAvatar(
  db: DB,
  viewer: SignedIn,
  image: IncomingImage,
): Promise<{ user: UserRow } | { errors: readonly UserErrorModel[] }> {
  const result = await processed(image);
  if ('error' in result) return { errors: [result.error] };
  const user = await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('user_avatars')
      .values({ user_id: viewer.id, image: result.webp })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ image: result.webp }))
      .execute();
    return trx
      .updateTable('users')
      .set({ avatar_updated_at: new Date() })
      .where('id', '=', viewer.id)
      .returning(USER_COLUMNS)
      .executeTakeFirstOrThrow();
  });
  return { user };
}

/** Back to the generated avatar. Removing none is not an error. */
export async function removeAvatar(db: DB, viewer: SignedIn): Promise<{ user: UserRow }> {
  const user = await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('user_avatars').where('user_id', '=', viewer.id).execute();
    return trx
      .updateTable('users')
      .set({ avatar_updated_at: null })
      .where('id', '=', viewer.id)
      .returning(USER_COLUMNS)
      .executeTakeFirstOrThrow();
  });
  return { user };
}

/** The uploaded avatar of the person with this login, and when it was set; undefined when they have none. */
export async function uploadedAvatar(db: DB, login: string): Promise<{ image: Uint8Array; updatedAt: Date } | undefined> {
  const row = await db
    .selectFrom('users')
    .innerJoin('user_avatars', 'user_avatars.user_id', 'users.id')
    .select(['user_avatars.image', 'users.avatar_updated_at'])
    .where('users.login', '=', login)
    .executeTakeFirst();
  return row?.avatar_updated_at ? { image: row.image, updatedAt: row.avatar_updated_at } : undefined;
}

/** The version an avatar URL carries, so that a new picture is a new URL that caches may keep for good. */
export function avatarVersion(updatedAt: Date): string {
  return updatedAt.getTime().toString(36);
}
