import { isDeepStrictEqual } from 'node:util';
import { type PlatformSettings, type PlatformSettingsPatch, SETTINGS_GROUPS, type SettingsGroup } from '@konsol/contract';
import type { AppContext } from '../../context.js';
import { audit } from '../../lib/audit.js';
import { fieldError, Rule } from '../../lib/errors.js';
import { settingsRepository } from '../../lib/settings.js';
import type { AuthInfo } from '../../plugins/auth.js';
import { accountRecords } from '../auth/auth.service.js';

/** The cash-in channels the payment provider has: a change may set their fee, name and status, not add or drop one. */
const sameChannels = (a: PlatformSettings['walletChannels'], b: PlatformSettings['walletChannels']) =>
  a.length === b.length && a.every((c, i) => c.id === b[i]!.id && c.code === b[i]!.code && c.bank === b[i]!.bank);

/** Platform settings (DESIGN §11): every group the code reads, changed by the administrator, each change audited. */
export function platformSettingsService(ctx: AppContext) {
  const settings = settingsRepository(ctx.db);
  const accounts = accountRecords(ctx);
  return {
    all: () => settings.all(),

    /** Writes the groups given (each whole) in one transaction; a group left as it was is neither written nor audited. */
    async update(actor: AuthInfo, body: PlatformSettingsPatch, ip: string): Promise<PlatformSettings> {
      // whoever requires two-factor of everyone has it already, so they keep working
      if (body.require2fa && !(await accounts.findUserById(actor.userId))?.totp_secret) throw new Rule('twoFactorOwnFirst');
      return ctx.db.transaction().execute(async (trx) => {
        const before = await settings.all(trx);
        if (body.walletChannels && !sameChannels(before.walletChannels, body.walletChannels)) {
          throw fieldError('walletChannels', 'settingsChannelsFixed');
        }
        const after = { ...before };
        for (const group of SETTINGS_GROUPS) {
          const value = body[group];
          if (value === undefined || isDeepStrictEqual(value, before[group])) continue;
          await settings.set(group, value as PlatformSettings[SettingsGroup], trx);
          await audit(trx, actor, ip, {
            action: 'settings.update',
            entity: 'settings',
            entityId: group,
            before: before[group],
            after: value,
          });
          Object.assign(after, { [group]: value });
        }
        return after;
      });
    },
  };
}
