import type { Mitra } from '@konsol/contract';

export type { Mitra };
