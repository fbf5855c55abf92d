import type { AuditEntryView } from '@konsol/contract';

export type { AuditEntryView };
