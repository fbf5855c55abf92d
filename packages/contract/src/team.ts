import { z } from 'zod';
import { email } from './auth.js';
import { pageQuery } from './common.js';
import { PERMISSIONS, ROLES } from './roles.js';

/** A staff member's status as the Staff screen shows it: 1 active, 0 disabled, 2 invited (not accepted yet). */
export const STAFF_STATUS = { active: 1, disabled: 0, invited: 2 } as const;

export const staffRow = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  twofactor: z.boolean(),
  lastLoginAt: z.string().nullable(),
});
export type StaffRow = z.infer<typeof staffRow>;

export const staffListQuery = pageQuery.extend({ search: z.string().trim().max(100).optional() });
export type StaffListQuery = z.infer<typeof staffListQuery>;

const role = z.enum(ROLES, { error: 'staffRoleInvalid' });

export const staffInviteBody = z.object({ email, role });
export type StaffInviteBody = z.infer<typeof staffInviteBody>;

export const staffPatchBody = z.object({
  role: role.optional(),
  status: z.union([z.literal(0), z.literal(1)], { error: 'invalidValue' }).optional(),
});
export type StaffPatchBody = z.infer<typeof staffPatchBody>;

/** Accepting an invitation: the token from the link, the name the team sees, a password (at least 8). */
export const inviteAcceptBody = z.object({
  token: z.string({ error: 'inviteInvalid' }).min(1, 'inviteInvalid').max(200, 'inviteInvalid'),
  name: z.string({ error: 'pleaseFill' }).trim().min(1, 'pleaseFill').max(50, 'invalidValue'),
  password: z.string({ error: 'pleaseFill' }).min(1, 'pleaseFill').min(8, 'passwordMin8').max(200, 'invalidValue'),
});
export type InviteAcceptBody = z.infer<typeof inviteAcceptBody>;

/** The token of an invitation link (`/invite/{token}`). */
export const inviteTokenParams = z.object({ token: z.string().min(1, 'inviteInvalid').max(200, 'inviteInvalid') });

/** An invitation as its page shows it before it is accepted: which server, which role, who invited, until when. */
export const invitationView = z.object({
  /** The server's Server ID and name. */
  serverId: z.string(),
  serverName: z.string(),
  role: z.enum(ROLES),
  /** The inviter's name; null for an invitation older than the record of who sent it. */
  inviter: z.string().nullable(),
  expiresAt: z.string(),
});
export type InvitationView = z.infer<typeof invitationView>;

export const roleRow = z.object({ name: z.enum(ROLES), permissions: z.array(z.enum(PERMISSIONS)) });
export type RoleRow = z.infer<typeof roleRow>;
