import type { GithubStats, LeetcodeStats } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { currentMember } from '../auth/security';
import type { ModulePlugin } from '../index';
import { toMemberDto, type MemberRow, type Viewer } from '../members/dto';
import { findMemberById } from '../members/repository';
import { findStats } from './repository';

export interface EngagementDto {
  github: GithubStats | null;
  leetcode: LeetcodeStats | null;
}

const MEMBER_NOT_FOUND = 'Member not found.';

/**
 * Reads only what the scheduled job stored: no request ever calls GitHub or LeetCode. A service's stats show
 * only while its link is visible to the viewer (a private link keeps its numbers private too).
 */
export const engagementRoutes: ModulePlugin = async (app, { ctx }) => {
  async function engagementOf(member: MemberRow, viewer: Viewer): Promise<EngagementDto> {
    const stats = await findStats(ctx.db, member.id);
    const visible = toMemberDto(member, viewer);
    return {
      github: visible.github ? (stats?.github ?? null) : null,
      leetcode: visible.leetcode ? (stats?.leetcode ?? null) : null,
    };
  }

  app.get('/engagement/user/', { config: { access: 'verified' } }, async (request) => {
    const member = currentMember(request);
    return engagementOf(member, member);
  });

  app.get<{ Params: { id: string } }>('/engagement/user/:id', { config: { access: 'verified' } }, async (request) => {
    const viewer = currentMember(request);
    const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : NaN;
    const member = Number.isNaN(id) ? undefined : await findMemberById(ctx.db, id);
    if (!member || (!member.isVerified && member.id !== viewer.id)) throw notFound(MEMBER_NOT_FOUND);
    return engagementOf(member, viewer);
  });
};
