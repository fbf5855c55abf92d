import {
  type InvitationView,
  type InviteAcceptBody,
  isPlatformRole,
  type Page,
  PLATFORM_ROLES,
  ROLE_NAMES,
  ROLE_PERMISSIONS,
  ROLES,
  type Role,
  type RoleRow,
  SERVER_ROLES,
  type SecurityPolicy,
  STAFF_STATUS,
  type StaffInviteBody,
  type StaffListQuery,
  type StaffPatchBody,
  type StaffRow,
} from '@konsol/contract';
import { type Mail, mailIn } from '../../adapters/mail.js';
import type { AppContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { BadRequest, Conflict, isUniqueViolation, NotFound, Rule } from '../../lib/errors.js';
import { pageOf } from '../../lib/list.js';
import { addressKey } from '../../lib/net.js';
import { isoIn, nowIso } from '../../lib/time.js';
import type { AuthInfo } from '../../plugins/auth.js';
import { accountRecords } from '../auth/auth.service.js';
import { REMOVED, staffRepository } from './staff.repository.js';

const INVITE_TTL = 7 * 24 * 3_600_000;

type Member = {
  id: number;
  name: string;
  email: string;
  role: string;
  status: string;
  twofactor: unknown;
  lang: string;
  last_login_at: string | null;
};

const toStaff = (m: Member): StaffRow => ({
  id: m.id,
  name: m.name,
  email: m.email,
  role: m.role as Role,
  status: m.status === 'active' ? STAFF_STATUS.active : m.status === 'disabled' ? STAFF_STATUS.disabled : STAFF_STATUS.invited,
  // SQLite answers 0/1, PostgreSQL a boolean.
  twofactor: !!m.twofactor,
  lastLoginAt: m.last_login_at,
});

/**
 * A server's team (DESIGN §10): the owner invites people by e-mail with a role, changes roles, disables and
 * removes them. The platform server's team takes the platform roles, every other server's the server roles. The
 * last active owner can be neither removed, disabled nor demoted; disabling or removing someone ends their
 * sessions at once.
 */
export function staffService(ctx: AppContext) {
  const repo = staffRepository(ctx.db);
  const accounts = accountRecords(ctx);
  const link = (token: string) => `${ctx.config.PUBLIC_URL}/invite/${token}`;

  /** The roles a caller's server may give: a platform user's team is the platform's. */
  const rolesFor = (caller: AuthInfo): readonly Role[] => (isPlatformRole(caller.role) ? PLATFORM_ROLES : SERVER_ROLES);
  const checkRole = (caller: AuthInfo, role: Role | undefined) => {
    if (role !== undefined && !rolesFor(caller).includes(role)) throw new Rule('staffRoleInvalid');
  };

  // The invitee has no language yet: the mail says it in both, each naming the role in its own words.
  const inviteMail = (to: string, by: AuthInfo, role: Role, token: string): Mail => ({
    to,
    purpose: 'staff-invite',
    subject: `Undangan tim Konsol dari ${by.name} / ${by.name} invites you to their Konsol team`,
    text:
      `Halo,\n\n${by.name} (${by.email}) mengundang anda ke tim server ${by.serverCode} di Konsol sebagai ${ROLE_NAMES[role].id}.\n` +
      `Buka link berikut untuk membuat password anda:\n${link(token)}\n\nLink berlaku 7 hari dan hanya sekali pakai.\n\n--\n` +
      `Hello,\n${by.name} (${by.email}) invites you to the team of server ${by.serverCode} on Konsol as ${ROLE_NAMES[role].en}.\n` +
      `Open this link to set your password:\n${link(token)}\nThe link works once, for 7 days.\n`,
  });
  const roleMail = (m: Member, role: Role): Mail =>
    mailIn(m.lang, {
      to: m.email,
      purpose: 'staff-role',
      id: {
        subject: 'Peran anda di Konsol berubah',
        text: `Halo ${m.name},\n\nPeran anda di Konsol sekarang ${ROLE_NAMES[role].id}.\nJika ini tidak sesuai, hubungi pemilik server anda.\n`,
      },
      en: {
        subject: 'Your Konsol role changed',
        text: `Hello ${m.name},\n\nYour Konsol role is now ${ROLE_NAMES[role].en}.\nIf this is not right, contact the owner of your server.\n`,
      },
    });

  /** An owner leaving the active owners (removed, disabled or demoted) must not be the last one. */
  async function keepAnOwner(
    q: Parameters<typeof repo.activeOwners>[0],
    serverId: number,
    m: Member,
    next: { role: string; status: string },
  ) {
    const leaves = m.role === 'owner' && m.status === 'active' && (next.role !== 'owner' || next.status !== 'active');
    if (leaves && (await repo.activeOwners(q, serverId)) <= 1) throw new Conflict('staffLastOwner');
  }

  return {
    roles: (): RoleRow[] => ROLES.map((name) => ({ name, permissions: [...ROLE_PERMISSIONS[name]] })),

    async list(caller: AuthInfo, q: StaffListQuery): Promise<Page<StaffRow>> {
      return pageOf(q, await repo.list(caller.serverId, q), toStaff);
    },

    /** A new member, invited (they cannot sign in until they accept); a removed one of this server comes back. */
    async invite(caller: AuthInfo, body: StaffInviteBody, ip: string): Promise<StaffRow> {
      checkRole(caller, body.role);
      const token = randomToken();
      // The unusable password is hashed before the transaction (SQLite has one connection; hashing takes a while).
      const unusable = await ctx.hasher.hash(randomToken());
      const existing = await accounts.findUserByEmail(body.email);
      const removed = existing?.server_id === caller.serverId && existing.status === REMOVED ? existing : undefined;
      if (existing && !removed) throw new Conflict('staffEmailTaken');
      const row = await ctx.db
        .transaction()
        .execute(async (trx) => {
          let id = removed?.id;
          if (id) {
            await repo.update(trx, id, { role: body.role, status: 'invited', invited_by: caller.userId });
          } else {
            id = await accounts.insertUser(trx, {
              server_id: caller.serverId,
              email: body.email,
              name: body.email.split('@')[0]!.slice(0, 50),
              phone: '',
              // no password works until the invitation is accepted
              password_hash: unusable,
              role: body.role,
              status: 'invited',
              invited_by: caller.userId,
            });
          }
          await accounts.retireTokens(trx, id, 'invite');
          await accounts.insertToken(trx, { user_id: id, purpose: 'invite', token_hash: sha256(token), expires_at: isoIn(INVITE_TTL) });
          const member = (await repo.find(trx, caller.serverId, id))!;
          await ctx.mail.enqueue(inviteMail(body.email, caller, body.role, token), trx);
          await audit(trx, caller, ip, {
            action: 'staff.invite',
            entity: 'user',
            entityId: id,
            serverId: caller.serverId,
            after: toStaff(member),
          });
          return member;
        })
        .catch((err: unknown) => {
          // the same e-mail invited or registered meanwhile
          if (isUniqueViolation(err)) throw new Conflict('staffEmailTaken');
          throw err;
        });
      return toStaff(row);
    },

    /**
     * What an invitation link's page shows before it is accepted: the server, the role and who invited. Reading
     * leaves the link usable; an unknown, used or expired link is not found.
     */
    async invitation(token: string, ip: string): Promise<InvitationView> {
      await ctx.limiter.hit([`invite-read:ip:${addressKey(ip)}`], { max: 60, windowSeconds: 15 * 60 });
      const live = await accounts.findToken(ctx.db, 'invite', sha256(token));
      const row = live && (await repo.invitation(live.user_id));
      if (!live || !row) throw new NotFound('inviteInvalid');
      return {
        serverId: row.server_id,
        serverName: row.server_name,
        role: row.role as Role,
        inviter: row.inviter,
        expiresAt: live.expires_at,
      };
    },

    /** The invitee's name and password; the link works once. */
    async accept(body: InviteAcceptBody, ip: string) {
      await ctx.limiter.hit([`invite:ip:${addressKey(ip)}`], { max: 20, windowSeconds: 15 * 60 });
      const passwordHash = await ctx.hasher.hash(body.password);
      await ctx.db.transaction().execute(async (trx) => {
        const id = await accounts.consumeToken(trx, 'invite', sha256(body.token));
        if (!id) throw new BadRequest('inviteInvalid');
        // Someone removed and invited again starts afresh: no second factor of before.
        await repo.update(trx, id, {
          name: body.name,
          password_hash: passwordHash,
          status: 'active',
          activated_at: nowIso(),
          totp_secret: null,
        });
        const who = await repo.identity(trx, id);
        await audit(trx, { userId: id, email: who.email }, ip, {
          action: 'staff.accept',
          entity: 'user',
          entityId: id,
          serverId: who.server_id,
        });
      });
    },

    policy: async (caller: AuthInfo): Promise<SecurityPolicy> => ({ require2fa: (await repo.policy(caller.serverId)).require_2fa === 1 }),

    /** Requiring two-factor of everyone: the one who sets it has it on already, so they keep working. */
    async setPolicy(caller: AuthInfo, body: SecurityPolicy, ip: string): Promise<SecurityPolicy> {
      if (body.require2fa && !(await accounts.findUserById(caller.userId))?.totp_secret) throw new Rule('twoFactorOwnFirst');
      await ctx.db.transaction().execute(async (trx) => {
        await repo.setPolicy(trx, caller.serverId, body.require2fa);
        await audit(trx, caller, ip, {
          action: 'staff.policy',
          entity: 'server',
          entityId: caller.serverId,
          serverId: caller.serverId,
          after: body,
        });
      });
      return body;
    },

    async update(caller: AuthInfo, id: number, body: StaffPatchBody, ip: string): Promise<StaffRow> {
      const row = await ctx.db.transaction().execute(async (trx) => {
        const before = await repo.find(trx, caller.serverId, id);
        if (!before) throw new NotFound();
        checkRole(caller, body.role);
        if (body.status !== undefined && before.status === 'invited') throw new Conflict('staffStillInvited');
        const status = body.status === undefined ? before.status : body.status === 1 ? 'active' : 'disabled';
        const role = body.role ?? before.role;
        await keepAnOwner(trx, caller.serverId, before, { role, status });
        await repo.update(trx, id, { role, status });
        if (status === 'disabled' && before.status !== 'disabled') await accounts.endSessions(trx, id);
        const after = (await repo.find(trx, caller.serverId, id))!;
        await audit(trx, caller, ip, {
          action: 'staff.update',
          entity: 'user',
          entityId: id,
          serverId: caller.serverId,
          before: toStaff(before),
          after: toStaff(after),
        });
        if (role !== before.role && after.status === 'active') await ctx.mail.enqueue(roleMail(after, after.role as Role), trx);
        return after;
      });
      return toStaff(row);
    },

    async remove(caller: AuthInfo, id: number, ip: string): Promise<{ id: number }> {
      await ctx.db.transaction().execute(async (trx) => {
        const before = await repo.find(trx, caller.serverId, id);
        if (!before) throw new NotFound();
        await keepAnOwner(trx, caller.serverId, before, { role: before.role, status: REMOVED });
        await repo.update(trx, id, { status: REMOVED });
        await accounts.endSessions(trx, id);
        await accounts.retireTokens(trx, id, 'invite');
        await audit(trx, caller, ip, {
          action: 'staff.remove',
          entity: 'user',
          entityId: id,
          serverId: caller.serverId,
          before: toStaff(before),
        });
      });
      return { id };
    },
  };
}
