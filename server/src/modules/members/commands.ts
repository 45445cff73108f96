import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { members } from '../../db/schema';
import { passwordProblems } from '../auth/passwords';
import { createPasswordResetLink } from '../auth/reset-tokens';
import { CommandFailure, flagSet, requireArg, type Command, type CommandArgument, type CommandInvocation } from '../console/command';
import type { MemberRow } from './dto';
import { findMemberByEmail, findMemberByUsername, insertMember, updateMember } from './repository';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function memberNamed(ctx: AppContext, username: string): Promise<MemberRow> {
  const member = await findMemberByUsername(ctx.db, username);
  if (!member) throw new CommandFailure(`No member is named "${username}".`);
  return member;
}

/** The one positional argument of the commands that act on a member. */
const TARGET_MEMBER: readonly CommandArgument[] = [{ name: 'username' }];

async function targetMember(invocation: CommandInvocation): Promise<MemberRow> {
  return memberNamed(invocation.ctx, requireArg(invocation, 0, 'username'));
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

const createAdmin: Command = {
  name: 'create_admin',
  description: 'Creates a verified admin account. The CLI asks for the password when --password is not given.',
  arguments: [{ name: 'username' }, { name: 'email' }],
  options: [{ name: 'password', value: 'password', required: true, description: 'The new admin\'s password (the CLI asks for it when left out).' }],
  async run(invocation) {
    const { ctx, kwargs } = invocation;
    const username = requireArg(invocation, 0, 'username');
    const email = requireArg(invocation, 1, 'email');
    const password = kwargs.password as string;
    if (/\s/.test(username)) throw new CommandFailure('A username cannot contain spaces.');
    if (!EMAIL_SHAPE.test(email)) throw new CommandFailure(`"${email}" is not an email address.`);
    const problems = await passwordProblems(password, username, [email]);
    if (problems.length > 0) throw new CommandFailure(problems.join(' '));
    if (await findMemberByUsername(ctx.db, username)) throw new CommandFailure(`The username "${username}" is taken; to promote that member, run make_admin ${username}.`);
    if (await findMemberByEmail(ctx.db, email)) throw new CommandFailure(`The email ${email} already belongs to a member.`);
    const admin = await insertMember(ctx.db, { username, email, password, isVerified: true, isAdmin: true });
    return `Created admin ${admin.username} (id ${admin.id}).`;
  },
};

const verifyMember: Command = {
  name: 'verify_member',
  description: 'Marks a member as verified without the chat-server check.',
  arguments: TARGET_MEMBER,
  async run(invocation) {
    const member = await targetMember(invocation);
    if (member.isVerified) return `${member.username} was already verified.`;
    await updateMember(invocation.ctx.db, member.id, { isVerified: true });
    return `${member.username} is now verified.`;
  },
};

const makeAdmin: Command = {
  name: 'make_admin',
  description: 'Gives a member admin rights.',
  arguments: TARGET_MEMBER,
  async run(invocation) {
    const member = await targetMember(invocation);
    if (member.isAdmin) return `${member.username} was already an admin.`;
    await updateMember(invocation.ctx.db, member.id, { isAdmin: true });
    // Admin routes also require verification, so an unverified admin could not use them yet.
    const caveat = member.isVerified ? '' : ` They are not verified yet; run verify_member ${member.username} too.`;
    return `${member.username} is now an admin.${caveat}`;
  },
};

const revokeAdmin: Command = {
  name: 'revoke_admin',
  description: 'Takes admin rights away from a member; the last admin keeps them.',
  arguments: TARGET_MEMBER,
  async run(invocation) {
    const member = await targetMember(invocation);
    if (!member.isAdmin) return `${member.username} was not an admin.`;
    return invocation.ctx.db.transaction(async (tx) => {
      // Locking the admin rows serialises concurrent revocations, so two of them cannot remove the last two admins.
      const admins = await tx.select({ id: members.id }).from(members).where(eq(members.isAdmin, true)).for('update');
      if (!admins.some((admin) => admin.id === member.id)) return `${member.username} was not an admin.`;
      if (admins.length <= 1) throw new CommandFailure(`${member.username} is the last admin; make someone else an admin first.`);
      await updateMember(tx, member.id, { isAdmin: false });
      return `${member.username} is no longer an admin.`;
    });
  },
};

const listUsers: Command = {
  name: 'list_users',
  description: 'Lists the members (id, username, email, verified, admin); --admins lists only admins.',
  options: [{ name: 'admins', description: 'Lists only the admins.' }],
  async run(invocation) {
    const onlyAdmins = flagSet(invocation, 'admins');
    const query = invocation.ctx.db.select().from(members);
    const rows = await (onlyAdmins ? query.where(eq(members.isAdmin, true)) : query).orderBy(asc(members.id));
    if (rows.length === 0) return onlyAdmins ? 'No admins.' : 'No members.';
    const cells = rows.map((row) => [String(row.id), row.username, row.email, yesNo(row.isVerified), yesNo(row.isAdmin)]);
    return table(['id', 'username', 'email', 'verified', 'admin'], cells);
  },
};

const resetLink: Command = {
  name: 'reset_link',
  description: 'Prints a password-reset link for a member, to hand over when email does not reach them.',
  arguments: TARGET_MEMBER,
  async run(invocation) {
    const member = await targetMember(invocation);
    const link = await createPasswordResetLink(invocation.ctx, member.id);
    return `Password reset link for ${member.username}:\n${link}`;
  },
};

export const memberCommands: Command[] = [createAdmin, verifyMember, makeAdmin, revokeAdmin, listUsers, resetLink];
