import type { PartnerModule } from '@konsol/contract';

/** Every query of a module starts with `['modules', module]`; a change reloads them all. */
export const moduleKey = (module: PartnerModule) => ['modules', module] as const;
