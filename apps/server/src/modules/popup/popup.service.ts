import type { Popup, PopupBody } from '@konsol/contract';
import type { AppContext } from '../../context.js';
import { contentService } from '../../lib/content-service.js';
import { appIds } from '../apps/apps.service.js';
import { type PopupRow, popupRepository } from './popup.repository.js';

export const toPopup = (r: PopupRow, appid: number): Popup => ({
  id: r.id,
  appid,
  name: r.name,
  url: r.url,
  image: r.image,
  status: r.status,
  expired: r.expired,
  updated_at: r.updated_at,
});

/** Popups ("Tambah Popup Info"): shown by the app while active and not past their "Masa Aktif". An empty expiry clears it. */
export const popupService = (ctx: AppContext) =>
  contentService({
    rows: popupRepository(ctx.db),
    appId: appIds(ctx).appId,
    toItem: toPopup,
    created: (b: PopupBody) => ({
      name: b.name,
      url: b.url ?? '',
      image: b.image ?? '',
      status: b.status ?? 1,
      expired: b.expired ?? null,
    }),
    changed: (b: PopupBody) => b,
  });
