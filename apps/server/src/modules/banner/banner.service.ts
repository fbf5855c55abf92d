import type { Banner, BannerBody } from '@konsol/contract';
import type { AppContext } from '../../context.js';
import { contentService } from '../../lib/content-service.js';
import { appIds } from '../apps/apps.service.js';
import { type BannerRow, bannerRepository } from './banner.repository.js';

export const toBanner = (r: BannerRow, appid: number): Banner => ({
  id: r.id,
  appid,
  name: r.name,
  url: r.url,
  image: r.image,
  status: r.status,
  order: r.sort_order,
  updated_at: r.updated_at,
});

/** Slider banners (`/slider`). Left-out fields keep their value on edit (name and image are required there too). */
export const bannerService = (ctx: AppContext) =>
  contentService({
    rows: bannerRepository(ctx.db),
    appId: appIds(ctx).appId,
    toItem: toBanner,
    created: (b: BannerBody) => ({ name: b.name, url: b.url ?? '', image: b.image, status: b.status ?? 1, sort_order: b.order ?? 1 }),
    changed: ({ order, ...rest }: BannerBody) => ({ ...rest, sort_order: order }),
  });
