import { MemberParams } from '@contracts/directory';
import { ActivityStats, type ActivityStatsDto } from '@contracts/engagement';
import { notFound } from '../../lib/http-errors';
import { memberIdOf } from '../../lib/text';
import { currentMember } from '../auth/security';
import type { ModulePlugin } from '../module-plugin';
import { toMemberDto, type MemberRow, type Viewer } from '../members/dto';
import { findMemberById } from '../members/repository';
import { findStats } from './repository';

const MEMBER_NOT_FOUND = 'Member not found.';

/**
 * Reads only what the scheduled job stored: no request ever calls GitHub or LeetCode. A service's stats show
 * only while its link is visible to the viewer (a private link keeps its numbers private too).
 */
export const engagementRoutes: ModulePlugin = async (app, { ctx }) => {
  async function engagementOf(member: MemberRow, viewer: Viewer): Promise<ActivityStatsDto> {
    const stats = await findStats(ctx.db, member.id);
    const visible = toMemberDto(member, viewer, ctx.config.publicUrl);
    return {
      github: visible.github ? (stats?.github ?? null) : null,
      leetcode: visible.leetcode ? (stats?.leetcode ?? null) : null,
    };
  }

  app.get('/engagement/user/', { config: { access: 'verified' }, schema: { response: { 200: ActivityStats } } }, async (request) => {
    const member = currentMember(request);
    return engagementOf(member, member);
  });

  const otherSchema = { params: MemberParams, response: { 200: ActivityStats } };
  app.get('/engagement/user/:id', { config: { access: 'verified' }, schema: otherSchema }, async (request) => {
    const viewer = currentMember(request);
    const member = await findMemberById(ctx.db, memberIdOf(request.params.id));
    if (!member || (!member.isVerified && member.id !== viewer.id)) throw notFound(MEMBER_NOT_FOUND);
    return engagementOf(member, viewer);
  });
};
