import type { AppContext } from '../../context';
import { badRequest, FieldErrors, HttpError, unauthorized } from '../../lib/http-errors';
import { toMemberDto, type MemberRow } from '../members/dto';
import { findMemberByEmail } from '../members/repository';
import type { ModulePlugin } from '../index';
import { AttemptLimiter, enforceLimit } from './rate-limit';
import { bodyOf, FIELD_REQUIRED, requiredText } from './request-body';
import { createPasswordResetLink, resetPasswordWithToken } from './reset-tokens';
import { authenticate, parseRegistration, registerMember } from './service';

export const INVALID_CREDENTIALS = 'Invalid credentials.';
export const RESET_REQUESTED = 'If an account exists for that email, a reset link has been sent.';
export const INVALID_RESET_LINK = 'Invalid or expired reset link.';
export const PASSWORD_RESET_DONE = 'Password has been reset.';
const TOO_MANY_LOGINS = 'Too many failed sign-in attempts. Please try again later.';
const TOO_MANY_RESETS = 'Too many password reset requests. Please try again later.';

async function mailResetLink(ctx: AppContext, member: MemberRow, link: string): Promise<void> {
  const product = ctx.config.productName;
  await ctx.mailer.send({
    to: member.email,
    subject: `Reset your ${product} password`,
    text: [
      `Someone asked to reset the password of the ${product} account "${member.username}".`,
      `To choose a new password, open this link within one hour: ${link}`,
      'If it was not you, ignore this email: your password stays as it is.',
    ].join('\n\n'),
  });
}

/** Sign-in, sign-out, registration and password reset (API.md "CSRF and sessions" and "Auth"). */
export const authRoutes: ModulePlugin = async (app, { ctx }) => {
  const windowMs = ctx.config.rateLimit.windowMinutes * 60_000;
  const failedLogins = new AttemptLimiter(ctx.config.rateLimit.loginMax, windowMs, ctx.clock);
  const resetRequests = new AttemptLimiter(ctx.config.rateLimit.resetMax, windowMs, ctx.clock);

  app.get('/auth/csrf/', { config: { access: 'public' } }, async (_request, reply) => {
    const csrfToken = reply.generateCsrf();
    reply.header('X-CSRFToken', csrfToken).header('Cache-Control', 'no-store');
    return { csrfToken };
  });

  app.get('/auth/session/', { config: { access: 'public' } }, async (request) => {
    if (!request.member) throw unauthorized();
    return { isAuthenticated: true, user: toMemberDto(request.member, request.member) };
  });

  app.post('/auth/login/', { config: { access: 'public' } }, async (request, reply) => {
    const body = bodyOf(request);
    const errors = new FieldErrors();
    const username = requiredText(body, 'username', errors);
    const password = requiredText(body, 'password', errors, { trim: false });
    errors.throwIfAny('Username and password are required.');

    const attemptKey = `${request.ip}|${username.toLowerCase()}`;
    enforceLimit(failedLogins, attemptKey, reply, TOO_MANY_LOGINS);
    const member = await authenticate(ctx, username, password);
    if (!member) {
      failedLogins.record(attemptKey);
      throw new HttpError(401, INVALID_CREDENTIALS);
    }
    failedLogins.clear(attemptKey);
    // A new session id at sign-in, so an id planted before it (session fixation) is worth nothing.
    await request.session.regenerate();
    request.session.memberId = member.id;
    return toMemberDto(member, member);
  });

  app.post('/auth/logout/', { config: { access: 'session' } }, async (request, reply) => {
    await request.session.destroy();
    reply.clearCookie('sessionid', { path: '/' });
    return { detail: 'Successfully logged out.' };
  });

  app.post('/auth/register/', { config: { access: 'public' } }, async (request, reply) => {
    const member = await registerMember(ctx, parseRegistration(bodyOf(request)));
    reply.status(201);
    return {
      detail: `Registration successful. Please type /verify in the ${ctx.config.productName} server and enter ${member.username}.`,
      id: member.id,
      username: member.username,
    };
  });

  app.post('/auth/password-reset/', { config: { access: 'public' } }, async (request, reply) => {
    enforceLimit(resetRequests, request.ip, reply, TOO_MANY_RESETS);
    resetRequests.record(request.ip);
    const errors = new FieldErrors();
    const email = requiredText(bodyOf(request), 'email', errors);
    errors.throwIfAny();
    const member = await findMemberByEmail(ctx.db, email);
    if (member) {
      const link = await createPasswordResetLink(ctx, member.id);
      // The answer must not depend on whether mail went out, or it would reveal that the account exists.
      await mailResetLink(ctx, member, link).catch((error: unknown) => request.log.error({ err: error }, 'password reset mail failed'));
    }
    return { detail: RESET_REQUESTED };
  });

  app.post<{ Params: { uid: string; token: string } }>(
    '/auth/password-reset-confirm/:uid/:token/',
    { config: { access: 'public' } },
    async (request) => {
      const newPassword = bodyOf(request).new_password;
      const outcome = await resetPasswordWithToken(ctx, {
        uid: request.params.uid,
        token: request.params.token,
        newPassword: typeof newPassword === 'string' ? newPassword : '',
      });
      if (outcome.status === 'invalid-link') throw badRequest(INVALID_RESET_LINK);
      if (outcome.status === 'weak-password') {
        const problems = typeof newPassword === 'string' && newPassword !== '' ? outcome.problems : [FIELD_REQUIRED];
        throw badRequest('Please choose a stronger password.', { new_password: problems });
      }
      return { detail: PASSWORD_RESET_DONE };
    },
  );
};
