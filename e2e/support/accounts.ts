/** The demo accounts the server seeds (SEED_DEMO=true); the global setup sets the administrator's password. */
export const ACCOUNTS = {
  admin: { email: 'admin@konsol.local', password: 'e2e-admin-pass', server: 'KONSOL', name: 'Administrator' },
  operator: { email: 'demo@konsol.local', password: 'demo12345', server: 'PULSANUSA', name: 'Budi Santoso', namaserver: 'Pulsa Nusantara' },
} as const;

/** The second operator, kept for the specs that log in through the form (its sessions are their own). */
export const MITRA = { email: 'mitra@konsol.local', password: 'mitra12345', server: 'MITRAJAYA', namaserver: 'Mitra Jaya Cell' } as const;
