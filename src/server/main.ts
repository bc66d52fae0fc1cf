// Starts Triage: validate the environment, open and migrate the database, seed the demo when empty, serve.
import fs from 'node:fs';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { ConfigError } from './config/variables.ts';
import { isLoopbackHost } from './config/address.ts';
import { loadConfig } from './config.ts';
import { answerBackupRequests } from './db/backup.ts';
import { DataFolderLockedError } from './db/dataFolderLock.ts';
import { migrateToLatest, openDatabase } from './db/database.ts';
import { accountsWithPublishedPassword, seedDemoIfEmpty } from './demo/demoSeed.ts';
import { DEFAULT_LIVE_LIMITS, startLiveFeed } from './graphql/liveFeed.ts';
import { admissionLimits } from './http/admission.ts';
import { createApp } from './http/app.ts';
import { Draining } from './http/draining.ts';
import { createLogger } from './http/logOutput.ts';
import { startInvitationMailSender } from './jobs/invitationMailSender.ts';
import { createInvitationMailer } from './mail/invitationMailer.ts';
import { openFileStore } from './storage/openFileStore.ts';
import { UploadScratchArea } from './http/uploadScratch.ts';
import {
  ORPHAN_GRACE_MS,
  ORPHAN_SWEEP_EVERY_MS,
  sweepOrphanFiles,
  sweepOrphanFilesPeriodically,
  sweepPeriodically,
} from './storage/sweep.ts';

async function main(): Promise<void> {
  // A `.env` in the folder the server starts from (see .env.example); variables set in the environment win.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const started = performance.now();
  const database = await openDatabase(config);
  await migrateToLatest(database.db);
  // The demo's accounts sign in with a password the README publishes: on the default loopback address that is
  // the one-command demo; on an address other machines reach it is an open admin account, unless asked for.
  const onNetwork = !isLoopbackHost(config.host);
  if (config.seedDemo && (!onNetwork || config.demoOnNetwork)) {
    const { seeded } = await seedDemoIfEmpty(database.db);
    if (seeded) console.log('Seeded the demo workspace.');
  } else if (config.seedDemo) {
    console.log(
      `Not seeding the demo workspace: HOST=${config.host} is reachable from other machines and the demo accounts have a published password (TRIAGE_DEMO_ON_NETWORK=1 seeds it anyway).`,
    );
  }
  if (onNetwork) {
    const open = await accountsWithPublishedPassword(database.db);
    if (open.length > 0 && !config.demoOnNetwork) {
      await database.close();
      throw new ConfigError(
        'HOST',
        `${config.host} is reachable from other machines, and ${open.join(', ')} still sign in with the published demo password. Change their passwords (or remove the accounts) first, or set TRIAGE_DEMO_ON_NETWORK=1 to serve the demo to the network on purpose.`,
      );
    }
    if (open.length > 0)
      console.log(
        `Warning: ${open.join(', ')} sign in with the published demo password, and HOST=${config.host} is reachable from other machines (TRIAGE_DEMO_ON_NETWORK=1).`,
      );
  }
  const files = openFileStore(config.storage, config.dataDir, (line) => console.log(`Warning: ${line}`));
  // On PGlite with the data folder's attachments, this process holds the folder's lock, so no upload can be
  // under way anywhere: whatever a crash left is removed now, however young. On PostgreSQL other processes may
  // share the folder, and a bucket may be shared by anything.
  const alone = !config.databaseUrl && !files.sharedByNature;
  const { removed } = await sweepOrphanFiles(database.db, files, alone ? 0 : ORPHAN_GRACE_MS);
  if (removed > 0) console.log(`Removed ${removed} attachment file(s) left by an interrupted upload.`);
  const stopSweeping = sweepOrphanFilesPeriodically(database.db, files, {
    everyMs: ORPHAN_SWEEP_EVERY_MS,
    graceMs: ORPHAN_GRACE_MS,
    report: (outcome) =>
      'error' in outcome
        ? console.error('Sweeping orphan attachment files failed:', outcome.error)
        : console.log(`Removed ${outcome.removed} attachment file(s) left by an interrupted upload.`),
  });
  // Uploads stream into folders of the system's temporary folder while their request lasts; a process killed
  // mid-upload leaves its folder, which this start (or a later sweep) removes (uploadScratch.ts).
  const scratch = new UploadScratchArea(os.tmpdir());
  const reportScratch = ({ removed }: { removed: string[] }) => {
    if (removed.length > 0)
      console.log(`Removed ${removed.length} upload folder(s) left by an interrupted request in ${scratch.parent}: ${removed.join(', ')}.`);
  };
  reportScratch(await scratch.sweep(ORPHAN_GRACE_MS));
  const stopSweepingScratch = sweepPeriodically(
    () => scratch.sweep(ORPHAN_GRACE_MS),
    ORPHAN_SWEEP_EVERY_MS,
    (outcome) => ('error' in outcome ? console.error('Sweeping upload folders failed:', outcome.error) : reportScratch(outcome)),
  );
  const draining = new Draining();
  const invitationMails = config.mail
    ? startInvitationMailSender({
        db: database.db,
        mailer: createInvitationMailer(config.mail),
        workspaceName: config.workspace.name,
        onFailure: (email, reason) => console.error(`Mailing the invitation to ${email} failed (it will be tried again): ${reason}`),
      })
    : null;
  const live = await startLiveFeed(database, { ...DEFAULT_LIVE_LIMITS, streamsPerUser: config.liveStreamsPerUser });
  const server = createApp({
    services: { db: database.db, files, uploads: config.uploads, workspace: config.workspace, live, invitationMails },
    uploadScratch: scratch,
    maxBodyBytes: config.maxBodyBytes,
    requestTimeoutMs: config.requestTimeoutMs,
    firstAnswerBudgetMs: config.firstAnswerBudgetMs,
    ...(config.serverRender ? {} : { firstScreen: false as const }),
    admission: admissionLimits(database.connections, config.queueWaitMs),
    production: config.production,
    allowArbitraryOperations: config.allowArbitraryOperations,
    compiledQueries: config.compiledQueries,
    clientDir: config.clientDir,
    network: config.network,
    draining,
    logger: createLogger(config.logLevel, config.logFormat),
    ...(config.metricsToken
      ? { metrics: { token: config.metricsToken, ...(database.poolStats ? { pool: database.poolStats } : {}) } }
      : {}),
  });
  server.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
    console.log(
      `Triage is ready at http://${host}:${port} (${where}, attachments in ${files.location}, ${Math.round(performance.now() - started)} ms)`,
    );
  });

  // Stopping drains: /readyz turns false, no new connections, requests arriving on open ones turned away
  // (503, Retry-After), requests under way (an upload, a mutation) answered and their connections closed
  // as they fall idle, live streams ended with a hint to reconnect, then the database closed (PGlite
  // flushed). A request still running at the request time limit is cut off; a second signal stops at once.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      console.log(`${signal}: stopping now.`);
      process.exit(1);
    }
    stopping = true;
    draining.begin();
    stopSweeping();
    stopSweepingScratch();
    invitationMails?.stop();
    console.log(`${signal}: stopping after the requests under way.`);
    const deadline = setTimeout(() => server.closeAllConnections(), config.requestTimeoutMs);
    // Live streams never end by themselves: end them (their clients reconnect to another process, or later).
    void live.close();
    // A keep-alive connection becomes idle once its last response is sent; close each as soon as it does.
    const closeIdle = setInterval(() => server.closeIdleConnections(), 100);
    server.close(() => {
      clearTimeout(deadline);
      clearInterval(closeIdle);
      void database.close().finally(() => process.exit(0));
    });
    server.closeIdleConnections();
  };
  // `npm run db:backup` while this server holds the PGlite folder: it leaves a request and signals (db/backup.ts).
  const { dumpDataDir } = database;
  if (dumpDataDir) {
    let backups = Promise.resolve();
    process.on('SIGUSR2', () => {
      backups = backups
        .then(() => answerBackupRequests(dumpDataDir, config.dataDir))
        .catch((error: unknown) => console.error('Writing a requested backup failed:', error));
    });
  }
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataFolderLockedError) {
    console.error(`Triage cannot start: ${error.message}`);
  } else {
    console.error('Triage cannot start:', error);
  }
  process.exit(1);
});
