import type { PartnerModuleRecord } from '@konsol/contract';
import type { PageData } from '../../../lib/api-client';

/** A module page: the rows and whether the module is still "soon" (under development). */
export type ModulePageData = PageData<PartnerModuleRecord> & { soon: boolean };
