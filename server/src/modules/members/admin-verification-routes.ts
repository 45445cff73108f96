import { Member, MemberList, VerifyMemberParams } from '@contracts/members';
import { HttpError, notFound } from '../../lib/http-errors';
import { memberIdOf } from '../../lib/text';
import { currentMember } from '../auth/security';
import { runCommand } from '../console/runner';
import type { ModulePlugin } from '../module-plugin';
import { listUnverifiedMembers } from './admin-verification';
import { toMemberDto } from './dto';
import { findMemberById } from './repository';

const NO_SUCH_MEMBER = 'No member has that id.';

/**
 * Verification by an admin, for communities without a chat-server bot: the members waiting, and a one-click
 * verify that runs the console's `verify_member` (so it is audited exactly like the console command).
 */
export const memberAdminVerificationRoutes: ModulePlugin = async (app, { ctx }) => {
  app.get('/members/unverified/', { config: { access: 'admin' }, schema: { response: { 200: MemberList } } }, async (request) => {
    const admin = currentMember(request);
    return (await listUnverifiedMembers(ctx.db)).map((row) => toMemberDto(row, admin, ctx.config.publicUrl));
  });

  const verifySchema = { params: VerifyMemberParams, response: { 200: Member } };
  app.post('/members/:id/verify/', { config: { access: 'admin' }, schema: verifySchema }, async (request) => {
    const admin = currentMember(request);
    const member = await findMemberById(ctx.db, memberIdOf(request.params.id));
    if (!member) throw notFound(NO_SUCH_MEMBER);
    const result = await runCommand(ctx, { name: 'verify_member', args: [member.username], kwargs: {}, actor: admin, source: 'admin-ui' });
    if (!result.success) throw new HttpError(500, result.error);
    const verified = await findMemberById(ctx.db, member.id);
    if (!verified) throw notFound(NO_SUCH_MEMBER);
    return toMemberDto(verified, admin, ctx.config.publicUrl);
  });
};
