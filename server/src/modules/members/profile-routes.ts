import fastifyMultipart from '@fastify/multipart';
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { members } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import { bodyOf } from '../auth/request-body';
import { currentMember } from '../auth/security';
import { forgetStatsOfChangedUsernames } from '../engagement/repository';
import type { ModulePlugin } from '../index';
import { toMemberDto } from './dto';
import { detectImageType } from './pictures/image-type';
import { localPictureStore } from './pictures/picture-store';
import { deleteReplacedPicture, replaceProfilePicture } from './pictures/replace-picture';
import { parseProfileUpdate } from './profile-validation';
import { updateMember } from './repository';

export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
export const PICTURE_FIELD = 'profile_picture';

/** Upload failures carry `error` as well as `detail`: the SPA's upload dialog reads `error` (SPEC section 7). */
function uploadError(statusCode: number, message: string): HttpError {
  return new HttpError(statusCode, message, undefined, { error: message });
}

const noFile = () => uploadError(400, `No picture was uploaded: send it as the "${PICTURE_FIELD}" field of a multipart form.`);
const tooLarge = () => uploadError(413, 'File too large: please select an image under 5MB.');
const notAnImage = () => uploadError(415, 'Invalid file type: please select a JPEG, PNG, or GIF image.');

/** The uploaded file's bytes; busboy stops reading one byte past the limit, which is how "over 5 MB" is seen. */
async function readPicture(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw noFile();
  try {
    const part = await request.file();
    if (!part || part.fieldname !== PICTURE_FIELD) throw noFile();
    const bytes = await part.toBuffer();
    if (bytes.length > MAX_PICTURE_BYTES) throw tooLarge();
    if (bytes.length === 0) throw noFile();
    return bytes;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw tooLarge();
    throw error;
  }
}

/** API.md "Members": editing one's profile, uploading its picture, and the admin list. */
export const memberProfileRoutes: ModulePlugin = async (app, { ctx }) => {
  const pictures = localPictureStore(ctx.config.uploadDir);
  // Scoped to this plugin: only the upload route accepts multipart bodies.
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_PICTURE_BYTES + 1, files: 1, fields: 10, parts: 11 } });

  app.put('/members/profile/', { config: { access: 'verified' } }, async (request) => {
    const member = currentMember(request);
    const changes = parseProfileUpdate(bodyOf(request), member);
    const updated = Object.keys(changes).length > 0 ? await updateMember(ctx.db, member.id, changes) : member;
    await forgetStatsOfChangedUsernames(ctx.db, member, updated);
    if (updated.profilePictureUrl !== member.profilePictureUrl) await deleteReplacedPicture({ store: pictures, logger: request.log }, member.profilePictureUrl);
    return toMemberDto(updated, updated);
  });

  app.post('/members/profile/picture/upload/', { config: { access: 'verified' } }, async (request) => {
    const member = currentMember(request);
    const bytes = await readPicture(request);
    const type = detectImageType(bytes);
    if (!type) throw notAnImage();
    const url = await replaceProfilePicture({ db: ctx.db, store: pictures, logger: request.log }, member, { bytes, type });
    return { url };
  });

  app.get('/members/admin/', { config: { access: 'admin' } }, async (request) => {
    const viewer = currentMember(request);
    const admins = await ctx.db.select().from(members).where(eq(members.isAdmin, true)).orderBy(asc(members.username));
    return admins.map((admin) => toMemberDto(admin, viewer));
  });
};
