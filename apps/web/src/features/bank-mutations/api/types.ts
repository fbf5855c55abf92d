import type {
  ApprovalAwaiting,
  BankMutationAssignBody,
  BankMutationImportResult,
  BankMutationRow,
  BankMutationStatus,
  ReconciliationReport,
  StatementMappingBody,
  StatementPreview,
} from '@konsol/contract';

export type {
  ApprovalAwaiting,
  BankMutationAssignBody,
  BankMutationImportResult,
  BankMutationRow,
  BankMutationStatus,
  ReconciliationReport,
  StatementMappingBody,
  StatementPreview,
};

/** A company account of the platform settings (`orderPage.banks`). */
export interface CompanyAccount {
  bank: string;
  accountno: string;
  accountname: string;
}

/** A statement file sent to preview or import: the file, its company account, and the column mapping if chosen. */
export interface StatementUpload {
  file: File;
  account: string;
  mapping?: StatementMappingBody;
}
