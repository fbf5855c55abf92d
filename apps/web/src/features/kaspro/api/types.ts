import type { ImportResult, KasproAgent, KasproApplication, KasproApplicationBody } from '@konsol/contract';

export type { ImportResult, KasproAgent, KasproApplication, KasproApplicationBody };
