import { MemberParams, SearchQuery, SearchResponse } from '@contracts/directory';
import { Member, MemberList } from '@contracts/members';
import { notFound } from '../../lib/http-errors';
import { sendSerialized } from '../../lib/serialized';
import { memberIdOf } from '../../lib/text';
import { currentMember } from '../auth/security';
import type { ModulePlugin } from '../module-plugin';
import { toMemberDto } from '../members/dto';
import { findMemberById } from '../members/repository';
import { cachedBody, cachedPage } from './page-cache';
import { recommendedMembers } from './recommend';
import { searchMembers } from './search';
import { pageLink, toSearchParams } from './search-params';

const MEMBER_NOT_FOUND = 'Member not found.';

/** API.md "Directory": verified members only, each serialized for the viewer (private links hidden from others). */
export const directoryRoutes: ModulePlugin = async (app, { ctx }) => {
  const searchSchema = { querystring: SearchQuery, response: { 200: SearchResponse } };
  app.get('/directory/search/', { config: { access: 'verified' }, schema: searchSchema }, async (request, reply) => {
    const viewer = currentMember(request);
    const params = toSearchParams(request.query);
    const page = await cachedPage(ctx.db, request, params, () => searchMembers(ctx.db, params));
    const lastPage = Math.max(1, Math.ceil(page.count / params.pageSize));
    // Serialized by the route's own response schema, once per page and kind of viewer (cachedBody).
    const body = cachedBody(page, viewer, () => String(reply.serialize({
      count: page.count,
      next: params.page < lastPage ? pageLink(params, params.page + 1) : null,
      // From beyond the end, "previous" leads back to the last page that has results.
      previous: params.page > 1 ? pageLink(params, Math.min(params.page - 1, lastPage)) : null,
      results: page.rows.map((row) => toMemberDto(row, viewer, ctx.config.publicUrl)),
    })));
    return sendSerialized(request, reply, body);
  });

  app.get('/directory/recommended/', { config: { access: 'verified' }, schema: { response: { 200: MemberList } } }, async (request) => {
    const viewer = currentMember(request);
    const recommended = await recommendedMembers(ctx.db, viewer, ctx.clock.now());
    return recommended.map((row) => toMemberDto(row, viewer, ctx.config.publicUrl));
  });

  app.get('/directory/:id/', { config: { access: 'verified' }, schema: { params: MemberParams, response: { 200: Member } } }, async (request) => {
    const viewer = currentMember(request);
    const member = await findMemberById(ctx.db, memberIdOf(request.params.id));
    if (!member?.isVerified) throw notFound(MEMBER_NOT_FOUND);
    return toMemberDto(member, viewer, ctx.config.publicUrl);
  });
};
