/**
 * The loan application's text fields with their labels and counters (SPEC §5): each gets "<Label> is required",
 * "<Label> must be more than 2 characters" and "<Label> must be less than <max> characters".
 */
export const LOAN_TEXT_FIELDS = {
  name: { en: 'Name', id: 'Nama', max: 50 },
  ktp: { en: 'KTP number', id: 'Nomor KTP', max: 50 },
  address: { en: 'Address', id: 'Alamat', max: 100 },
  phone: { en: 'Phone', id: 'Telepon', max: 100 },
  businessname: { en: 'Business name', id: 'Nama usaha', max: 50 },
  jenisusaha: { en: 'Business type', id: 'Jenis usaha', max: 50 },
  businessaddress: { en: 'Business address', id: 'Alamat usaha', max: 100 },
  businesswebsite: { en: 'Website', id: 'Website', max: 50 },
  businessphone: { en: 'Business phone', id: 'Telepon usaha', max: 50 },
} as const;
export type LoanTextField = keyof typeof LOAN_TEXT_FIELDS;

/** Numeric fields of the application (SPEC §5). */
export const LOAN_NUMBER_FIELDS = {
  businessyear: { en: 'Business year', id: 'Tahun usaha' },
  businesscapital: { en: 'Business capital', id: 'Modal usaha' },
  businesscustomer: { en: 'Customers', id: 'Jumlah pelanggan' },
  businessturnover: { en: 'Turnover', id: 'Omzet' },
  businessprofit: { en: 'Profit', id: 'Keuntungan' },
} as const;
export type LoanNumberField = keyof typeof LOAN_NUMBER_FIELDS;
