import v8 from 'node:v8';

// V8 lets the old generation grow to up to 4x what is live before collecting it; a long export's short-lived rows
// then hold twice the server's memory at rest (bench). 1.2x keeps the peak near it at the same throughput.
v8.setFlagsFromString('--heap-growing-percent=20');

/** Starts Konsol: configuration, migrations, first-start data, then listen. */
async function main() {
  // Loaded after the flag is set: static imports run first, and a collection while they load would size the heap
  // with V8's default factor.
  const [{ default: closeWithGrace }, { buildApp }, { ConfigError, loadConfig }, { seed }] = await Promise.all([
    import('close-with-grace'),
    import('./app.js'),
    import('./config.js'),
    import('./db/seed.js'),
  ]);
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp({ config });
  await app.ctx.storage.check();
  const { accounts, defaultAdminPassword } = await seed(app.ctx);
  await app.listen({ port: config.PORT, host: config.HOST });

  const url = config.PUBLIC_URL;
  const lines = [
    '',
    `  Konsol is running at ${url}  (API ${url}/api, OpenAPI ${url}/api/docs)`,
    `  Database: ${app.ctx.dialect === 'postgres' ? 'PostgreSQL' : `SQLite in ${config.DATA_DIR}`}`,
    '',
    '  Accounts (passwords of the demo accounts: README.md):',
    ...accounts.map((a) => `    ${a.role.padEnd(14)} ${a.email.padEnd(26)} server ${a.server}`),
    '',
  ];
  console.log(lines.join('\n'));
  if (defaultAdminPassword) {
    app.log.warn(
      `the administrator ${config.ADMIN_EMAIL} has the built-in default password: it must choose a new one at its first sign-in (set ADMIN_PASSWORD to start with your own)`,
    );
  }

  // Graceful shutdown (SIGTERM/SIGINT): keep listening but answer new requests 503 (the errors plugin), let the
  // requests in flight finish, then stop listening, send the queued mail and close the database. Past 10 seconds
  // the process exits anyway.
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'closing after error');
    else app.log.info({ signal }, 'shutting down: draining requests in flight');
    app.lifecycle.draining = true;
    const until = Date.now() + 8_000;
    while (app.lifecycle.inflight > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
    await app.close();
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
