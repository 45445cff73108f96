import fastifyMultipart from '@fastify/multipart';
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { members } from '../../db/schema';
import { MemberList, OwnProfile, PictureUploaded, ProfileUpdateBody } from '@contracts/members';
import { HttpError } from '../../lib/http-errors';
import { currentMember } from '../auth/security';
import { forgetStatsOfChangedUsernames } from '../engagement/repository';
import type { ModulePlugin } from '../module-plugin';
import { publicPictureUrl, storedPictureUrl, toMemberDto, toOwnProfileDto } from './dto';
import { checkPictureDimensions, MAX_PICTURE_SIDE } from './pictures/dimensions';
import { detectImageType, type ImageType } from './pictures/image-type';
import { databasePictureStore } from './pictures/picture-store';
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
const severalFiles = () => uploadError(400, 'Too many files: please upload one picture at a time.');
const tooManyPixels = () => uploadError(400, `Image too large: please select an image of at most ${MAX_PICTURE_SIDE}x${MAX_PICTURE_SIDE} pixels.`);
const unreadable = () => uploadError(400, 'The image could not be read: please select a valid JPEG, PNG, or GIF image.');
const noBoundary = () => uploadError(400, 'The upload is not a multipart form: its Content-Type names no boundary (send it as multipart/form-data, as a browser form does).');
const brokenForm = (reason: string) => uploadError(400, `The upload is not a complete multipart form (${reason}): please try again.`);

/** Busboy cannot split a body without a boundary, and says so by throwing; a request without one is the client's error. */
const HAS_BOUNDARY = /;\s*boundary=(?:"[^"]+"|[^\s;"]+)/i;

/**
 * The uploaded file's bytes; busboy stops reading one byte past the size limit, which is how "over 5 MB"
 * is seen, and raises its files limit at a second file, which is refused rather than ignored.
 */
async function readPicture(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw noFile();
  if (!HAS_BOUNDARY.test(request.headers['content-type'] ?? '')) throw noBoundary();
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== PICTURE_FIELD) throw noFile();
      bytes = await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_FILES_LIMIT') throw severalFiles();
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT') throw tooLarge();
    // Our own refusals and Fastify's carry a status; what busboy raises (a body cut short, a malformed part
    // header) does not, and means the body is not a form.
    if ((error as { statusCode?: unknown }).statusCode !== undefined) throw error;
    throw brokenForm(error instanceof Error ? error.message : String(error));
  }
  if (!bytes || bytes.length === 0) throw noFile();
  if (bytes.length > MAX_PICTURE_BYTES) throw tooLarge();
  return bytes;
}

/** The image's format from its first bytes and its pixel size from its header, or the reason it is refused. */
function checkPicture(bytes: Buffer): ImageType {
  const type = detectImageType(bytes);
  if (!type) throw notAnImage();
  const dimensions = checkPictureDimensions(bytes);
  if (!dimensions.ok) throw dimensions.reason === 'too-large' ? tooManyPixels() : unreadable();
  return type;
}

/** A client may send back the absolute picture URL it was given; the profile keeps the stored path. */
function withStoredPictureUrl<Body extends { profile_picture_url?: string | null }>(body: Body, publicUrl: string): Body {
  const url = body.profile_picture_url;
  return typeof url === 'string' ? { ...body, profile_picture_url: storedPictureUrl(url, publicUrl) } : body;
}

/** API.md "Members": editing one's profile, uploading its picture, and the admin list. */
export const memberProfileRoutes: ModulePlugin = async (app, { ctx }) => {
  const pictures = databasePictureStore(ctx.db);
  // Scoped to this plugin: only the upload route accepts multipart bodies.
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_PICTURE_BYTES + 1, files: 1, fields: 10, parts: 11 } });

  app.put('/members/profile/', { config: { access: 'verified' }, schema: { body: ProfileUpdateBody, response: { 200: OwnProfile } } }, async (request) => {
    const member = currentMember(request);
    const changes = parseProfileUpdate(withStoredPictureUrl(request.body, ctx.config.publicUrl), member);
    const updated = Object.keys(changes).length > 0 ? await updateMember(ctx.db, member.id, changes) : member;
    await forgetStatsOfChangedUsernames(ctx.db, member, updated);
    if (updated.profilePictureUrl !== member.profilePictureUrl) await deleteReplacedPicture({ store: pictures, logger: request.log }, member.profilePictureUrl);
    return toOwnProfileDto(updated, ctx.config.publicUrl);
  });

  // The multipart body is read by the handler (busboy), not by a JSON schema: size, count and content are checked there.
  app.post('/members/profile/picture/upload/', { config: { access: 'verified' }, schema: { response: { 200: PictureUploaded } } }, async (request) => {
    const member = currentMember(request);
    const bytes = await readPicture(request);
    const type = checkPicture(bytes);
    const url = await replaceProfilePicture({ db: ctx.db, store: pictures, logger: request.log }, member, { bytes, type });
    return { url: publicPictureUrl(url, ctx.config.publicUrl) };
  });

  app.get('/members/admin/', { config: { access: 'admin' }, schema: { response: { 200: MemberList } } }, async (request) => {
    const viewer = currentMember(request);
    const admins = await ctx.db.select().from(members).where(eq(members.isAdmin, true)).orderBy(asc(members.username));
    return admins.map((admin) => toMemberDto(admin, viewer, ctx.config.publicUrl));
  });
};
