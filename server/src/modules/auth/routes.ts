import {
  CsrfToken, DetailBody, LoginBody, PasswordResetBody, PasswordResetConfirmBody, PasswordResetConfirmParams, Registered, RegisterBody, Session,
} from '@contracts/auth';
import { Member } from '@contracts/members';
import { badRequest, HttpError, invalidFields } from '../../lib/http-errors';
import { toMemberDto } from '../members/dto';
import type { ModulePlugin } from '../module-plugin';
import { issueCsrfToken } from './csrf-binding';
import { AttemptLimiter, consumeAttempt, enforceLimit } from './rate-limit';
import { sendPasswordResetLink } from './reset-request';
import { resetPasswordWithToken } from './reset-tokens';
import { authenticate, parseRegistration, registerMember } from './service';

export const INVALID_CREDENTIALS = 'Invalid credentials.';
export const RESET_REQUESTED = 'If an account exists for that email, a reset link has been sent.';
export const INVALID_RESET_LINK = 'Invalid or expired reset link.';
export const PASSWORD_RESET_DONE = 'Password has been reset.';
const TOO_MANY_LOGINS = 'Too many failed sign-in attempts. Please try again later.';
const TOO_MANY_RESETS = 'Too many password reset requests. Please try again later.';
const TOO_MANY_REGISTRATIONS = 'Too many registrations from your network. Please try again later.';

/** Sign-in, sign-out, registration and password reset (API.md "CSRF and sessions" and "Auth"). */
export const authRoutes: ModulePlugin = async (app, { ctx }) => {
  const windowMs = ctx.config.rateLimit.windowMinutes * 60_000;
  const limiter = (name: string, max: number) => new AttemptLimiter(ctx.db, name, max, windowMs, ctx.clock);
  const failedLogins = limiter('login', ctx.config.rateLimit.loginMax);
  // Guessing across many usernames from one address; never cleared by a success, or the attacker's own account would reset it.
  const failedLoginsPerAddress = limiter('login-address', ctx.config.rateLimit.loginIpMax);
  const resetRequests = limiter('password-reset', ctx.config.rateLimit.resetMax);
  // Every registration attempt costs a password check and, when it succeeds, a deliberately slow hash.
  const registrations = limiter('register', ctx.config.rateLimit.registerMax);

  app.get('/auth/csrf/', { config: { access: 'public' }, schema: { response: { 200: CsrfToken } } }, async (request, reply) => {
    const csrfToken = issueCsrfToken(request, reply);
    reply.header('X-CSRFToken', csrfToken).header('Cache-Control', 'no-store');
    return { csrfToken };
  });

  app.get('/auth/session/', { config: { access: 'public' }, schema: { response: { 200: Session } } }, async (request) => {
    if (!request.member) return { isAuthenticated: false as const };
    return { isAuthenticated: true as const, user: toMemberDto(request.member, request.member, ctx.config.publicUrl) };
  });

  app.post('/auth/login/', { config: { access: 'public' }, schema: { body: LoginBody, response: { 200: Member } } }, async (request, reply) => {
    const username = request.body.username.trim();
    const { password } = request.body;

    const attemptKey = `${request.ip}|${username.toLowerCase()}`;
    await enforceLimit(failedLoginsPerAddress, request.ip, reply, TOO_MANY_LOGINS);
    await enforceLimit(failedLogins, attemptKey, reply, TOO_MANY_LOGINS);
    const member = await authenticate(ctx, username, password);
    if (!member) {
      await failedLoginsPerAddress.record(request.ip);
      await failedLogins.record(attemptKey);
      throw new HttpError(401, INVALID_CREDENTIALS);
    }
    await failedLogins.clear(attemptKey);
    // A new session id at sign-in, so an id planted before it (session fixation) is worth nothing.
    await request.session.regenerate();
    request.session.memberId = member.id;
    return toMemberDto(member, member, ctx.config.publicUrl);
  });

  app.post('/auth/logout/', { config: { access: 'session' }, schema: { response: { 200: DetailBody } } }, async (request, reply) => {
    await request.session.destroy();
    reply.clearCookie('sessionid', { path: '/' });
    return { detail: 'Successfully logged out.' };
  });

  app.post('/auth/register/', { config: { access: 'public' }, schema: { body: RegisterBody, response: { 201: Registered } } }, async (request, reply) => {
    await consumeAttempt(registrations, request.ip, reply, TOO_MANY_REGISTRATIONS);
    const member = await registerMember(ctx, await parseRegistration(request.body));
    reply.status(201);
    return {
      detail: `Registration successful. Please type /verify in the ${ctx.config.productName} server and enter ${member.username}.`,
      id: member.id,
      username: member.username,
    };
  });

  app.post('/auth/password-reset/', { config: { access: 'public' }, schema: { body: PasswordResetBody, response: { 200: DetailBody } } }, async (request, reply) => {
    await consumeAttempt(resetRequests, request.ip, reply, TOO_MANY_RESETS);
    const email = request.body.email.trim();
    // Looked up and mailed after the reply, so its timing cannot tell whether the account exists.
    app.background.run('password reset mail', () => sendPasswordResetLink(ctx, email));
    return { detail: RESET_REQUESTED };
  });

  app.post(
    '/auth/password-reset-confirm/:uid/:token/',
    { config: { access: 'public' }, schema: { params: PasswordResetConfirmParams, body: PasswordResetConfirmBody, response: { 200: DetailBody } } },
    async (request) => {
      const outcome = await resetPasswordWithToken(ctx, {
        uid: request.params.uid,
        token: request.params.token,
        newPassword: request.body.new_password,
      });
      if (outcome.status === 'invalid-link') throw badRequest(INVALID_RESET_LINK);
      if (outcome.status === 'weak-password') throw invalidFields({ new_password: outcome.problems });
      return { detail: PASSWORD_RESET_DONE };
    },
  );
};
