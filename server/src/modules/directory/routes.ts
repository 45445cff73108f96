import { notFound } from '../../lib/http-errors';
import { currentMember } from '../auth/security';
import type { ModulePlugin } from '../index';
import { toMemberDto } from '../members/dto';
import { findMemberById } from '../members/repository';
import { recommendedMembers } from './recommend';
import { searchMembers } from './search';
import { pageLink, parseSearchParams } from './search-params';

const MEMBER_NOT_FOUND = 'Member not found.';

/** API.md "Directory": verified members only, each serialized for the viewer (private links hidden from others). */
export const directoryRoutes: ModulePlugin = async (app, { ctx }) => {
  app.get<{ Querystring: Record<string, unknown> }>('/directory/search/', { config: { access: 'verified' } }, async (request) => {
    const viewer = currentMember(request);
    const params = parseSearchParams(request.query);
    const { count, rows } = await searchMembers(ctx.db, params);
    const lastPage = Math.max(1, Math.ceil(count / params.pageSize));
    return {
      count,
      next: params.page < lastPage ? pageLink(params, params.page + 1) : null,
      // From beyond the end, "previous" leads back to the last page that has results.
      previous: params.page > 1 ? pageLink(params, Math.min(params.page - 1, lastPage)) : null,
      results: rows.map((row) => toMemberDto(row, viewer)),
    };
  });

  app.get('/directory/recommended/', { config: { access: 'verified' } }, async (request) => {
    const viewer = currentMember(request);
    const recommended = await recommendedMembers(ctx.db, viewer, ctx.clock.now());
    return recommended.map((row) => toMemberDto(row, viewer));
  });

  app.get<{ Params: { id: string } }>('/directory/:id/', { config: { access: 'verified' } }, async (request) => {
    const viewer = currentMember(request);
    const member = /^\d{1,9}$/.test(request.params.id) ? await findMemberById(ctx.db, Number(request.params.id)) : undefined;
    if (!member?.isVerified) throw notFound(MEMBER_NOT_FOUND);
    return toMemberDto(member, viewer);
  });
};
