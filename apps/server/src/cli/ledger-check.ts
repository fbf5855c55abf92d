import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { checkLedgers } from '../modules/wallet/ledger-check.js';

/**
 * `npm run ledger:check`: recomputes every wallet and SMS token balance from its append-only ledger on the
 * configured database (DATA_DIR / DATABASE_URL) and exits 1 on any difference (2 when it cannot check).
 */
async function main() {
  const config = loadConfig();
  const database = openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  try {
    const report = await checkLedgers(database.db);
    const where = database.dialect === 'postgres' ? 'PostgreSQL' : `SQLite in ${config.DATA_DIR}`;
    if (report.differences.length === 0) {
      console.log(
        `ledger:check OK (${where}): ${report.wallets} wallets and ${report.tokenBalances} SMS token balances match their ledgers`,
      );
      return 0;
    }
    console.error(`ledger:check FAILED (${where}): ${report.differences.length} differences`);
    for (const d of report.differences) {
      const entry = d.entryId ? ` entry #${d.entryId}` : '';
      console.error(`  server ${d.serverId} ${d.account} [${d.kind}]${entry}: expected ${d.expected}, found ${d.actual}`);
    }
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`ledger:check could not run: ${(err as Error).message}`);
    process.exit(2);
  },
);
