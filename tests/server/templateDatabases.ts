// Ready-made databases for the suites: a server suite's database is a copy of one made once, not a new
// cluster migrated and seeded again. A new PGlite cluster alone (its initdb) takes ~10 s on a loaded 2-core
// machine, the 30 migrations 1–2 s and the demo seed 2–4 s; copying a finished one takes ~1–2 s.
//
// - PGlite: the cluster's folder is kept under node_modules/.cache/triage-test-databases/<key>/<stage>/ and
//   each suite copies it into its own data folder.
// - PostgreSQL: a database named after the key and stage is kept on the test server, and each suite's
//   database is `CREATE DATABASE … TEMPLATE` it.
//
// The key is a hash of everything that decides what these databases hold (the migrations, the demo seed and
// the domain code it calls, the locked package versions, PGlite's among them), so a change to any of them
// makes new ones. Several processes may need one at once: each builds under a name of its own and renames it
// into place; the first rename wins and the others drop theirs.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../../src/server/db/database.ts';
import { seedDemoIfEmpty } from '../../src/server/demo/demoSeed.ts';

/** What a database holds: a bare cluster, the schema (every migration run), or the schema and the demo seed. */
export type TemplateStage = 'empty' | 'migrated' | 'seeded';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'triage-test-databases');

/** What the databases' contents are made from; a change under any of these makes new ones. */
const SOURCES = ['src/server/db', 'src/server/demo', 'src/server/domain', 'package-lock.json', 'tests/server/templateDatabases.ts'];

async function filesUnder(relative: string): Promise<string[]> {
  const absolute = path.join(ROOT, relative);
  const stat = await fs.stat(absolute);
  if (!stat.isDirectory()) return [relative];
  const entries = await fs.readdir(absolute, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

let keyOnce: Promise<string> | undefined;

/** A hash of the sources' names and contents (16 hex digits: a PostgreSQL name has room for it). */
export function templateKey(): Promise<string> {
  keyOnce ??= (async () => {
    const hash = createHash('sha256');
    const files = (await Promise.all(SOURCES.map(filesUnder))).flat().sort();
    for (const file of files) {
      hash.update(`${file}\0`);
      hash.update(await fs.readFile(path.join(ROOT, file)));
      hash.update('\0');
    }
    return hash.digest('hex').slice(0, 16);
  })();
  return keyOnce;
}

const uniqueSuffix = () => `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

/** The stage before each, which a stage's build starts from. */
const PREVIOUS: Record<TemplateStage, TemplateStage | null> = { empty: null, migrated: 'empty', seeded: 'migrated' };

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

const pgliteBuilds = new Map<TemplateStage, Promise<string>>();

/** The cached PGlite cluster folder of a stage, made (from the stage before) if missing. */
function pgliteTemplate(stage: TemplateStage): Promise<string> {
  let build = pgliteBuilds.get(stage);
  if (!build) {
    build = buildPgliteTemplate(stage);
    pgliteBuilds.set(stage, build);
    // A failed build is tried again by the next suite rather than remembered.
    build.catch(() => pgliteBuilds.delete(stage));
  }
  return build;
}

async function buildPgliteTemplate(stage: TemplateStage): Promise<string> {
  const key = await templateKey();
  const finished = path.join(CACHE_DIR, key, stage);
  if (await exists(finished)) return finished;
  const previous = PREVIOUS[stage];
  const building = `${finished}.building-${uniqueSuffix()}`;
  await fs.mkdir(building, { recursive: true });
  try {
    if (previous) await copyPgliteCluster(await pgliteTemplate(previous), building);
    const database = await openDatabase({ databaseUrl: undefined, dataDir: building, purpose: 'test template' });
    try {
      if (stage === 'empty') await database.db.selectNoFrom((eb) => eb.val(1).as('ready')).execute();
      if (stage === 'migrated') await migrateToLatest(database.db);
      if (stage === 'seeded') await seedDemoIfEmpty(database.db);
    } finally {
      await database.close();
    }
    // Only the cluster is kept: the folder's lock (db/dataFolderLock.ts) belongs to the process that made it.
    const kept = `${finished}.kept-${uniqueSuffix()}`;
    await fs.rename(path.join(building, 'pglite'), kept);
    await fs.rename(kept, finished).catch(async (error: unknown) => {
      // Another process finished first (a folder cannot be renamed onto a non-empty one): use theirs.
      await fs.rm(kept, { recursive: true, force: true });
      if (!(await exists(finished))) throw error;
    });
    return finished;
  } finally {
    await fs.rm(building, { recursive: true, force: true });
  }
}

/** Copies a cluster folder into a data folder (as its `pglite/`), as a copy-on-write clone where the file system can. */
async function copyPgliteCluster(template: string, dataDir: string): Promise<void> {
  await fs.cp(template, path.join(dataDir, 'pglite'), { recursive: true, mode: fs.constants.COPYFILE_FICLONE });
}

/** Fills a new data folder with a PGlite cluster at the given stage (the folder's `pglite/` must not exist yet). */
export async function pgliteFromTemplate(stage: TemplateStage, dataDir: string): Promise<void> {
  await copyPgliteCluster(await pgliteTemplate(stage), dataDir);
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const postgresBuilds = new Map<string, Promise<string>>();

/** The name of the template database of a stage ('migrated' or 'seeded') on the server at `adminUrl`, made if missing. */
function postgresTemplate(adminUrl: string, stage: Exclude<TemplateStage, 'empty'>): Promise<string> {
  const id = `${adminUrl} ${stage}`;
  let build = postgresBuilds.get(id);
  if (!build) {
    build = buildPostgresTemplate(adminUrl, stage);
    postgresBuilds.set(id, build);
    build.catch(() => postgresBuilds.delete(id));
  }
  return build;
}

async function buildPostgresTemplate(adminUrl: string, stage: Exclude<TemplateStage, 'empty'>): Promise<string> {
  const name = `triage_template_${await templateKey()}_${stage}`;
  const found = await withAdmin(adminUrl, (admin) => admin.query('select 1 from pg_database where datname = $1', [name]));
  if (found.rowCount) return name;
  const building = `triage_template_building_${uniqueSuffix()}`;
  const previous = stage === 'seeded' ? await postgresTemplate(adminUrl, 'migrated') : null;
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${building}${previous ? ` template ${previous}` : ''}`));
  try {
    const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, building), dataDir: CACHE_DIR });
    try {
      if (stage === 'migrated') await migrateToLatest(database.db);
      else await seedDemoIfEmpty(database.db);
    } finally {
      await database.close();
    }
    await withAdmin(adminUrl, async (admin) => {
      try {
        await admin.query(`alter database ${building} rename to ${name}`);
      } catch (error) {
        // 42P04 duplicate_database: another process finished first; use theirs.
        if ((error as { code?: string }).code !== '42P04') throw error;
      }
    });
    return name;
  } finally {
    await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${building} with (force)`));
  }
}

/** Creates the database `name` on the server at `adminUrl`, at the given stage. */
export async function createPostgresFromTemplate(adminUrl: string, name: string, stage: TemplateStage): Promise<void> {
  const template = stage === 'empty' ? null : await postgresTemplate(adminUrl, stage);
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}${template ? ` template ${template}` : ''}`));
}
