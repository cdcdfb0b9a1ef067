// Starts the built server (apps/server/dist/server.js) for the browser tests, on embedded
// PGlite in a fresh folder under e2e/.data (emptied of earlier runs first; the run's folder is
// removed when the server stops). The built web app, and its server build, are served from a
// copy in the system's temporary folder (outside the repository, where lint and format checks
// never see it), so a rebuild during the run cannot swap the files under the browser. Playwright's
// webServer runs this; see playwright.config.ts for the rest of the environment.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(e2eDir, '..');
const dataRoot = path.join(e2eDir, '.data');

const webDist = path.join(root, 'apps/web/dist');
const serverEntry = path.join(root, 'apps/server/dist/server.js');
const renderer = path.join(root, 'apps/web/dist-server/render.js');
for (const file of [path.join(webDist, 'index.html'), renderer, serverEntry]) {
  if (!existsSync(file)) {
    console.error(`${path.relative(root, file)} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
}

/** True while the process that made a `…-<pid>-…` folder is still running. */
function ownerAlive(name) {
  const pid = Number(/-(\d+)-/.exec(name)?.[1]);
  if (!pid || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Deletes what earlier runs left in `dir` (names starting `prefix`), except live runs'. */
function removeStale(dir, prefix) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if ((prefix === '' || name.startsWith(prefix)) && !ownerAlive(name)) {
      rmSync(path.join(dir, name), { recursive: true, force: true });
    }
  }
}

// Empty e2e/.data first, sparing only the folder of a run that is still going (browser
// tests started a moment earlier from this checkout must not lose their database).
removeStale(dataRoot, '');
removeStale(tmpdir(), 'petmitra-e2e-web-');
mkdirSync(dataRoot, { recursive: true });
const dataDir = mkdtempSync(path.join(dataRoot, `run-${process.pid}-`));
// The web's server build (the pages rendered on each request, decision 0032) sits beside it.
const webCopy = mkdtempSync(path.join(tmpdir(), `petmitra-e2e-web-${process.pid}-`));
cpSync(webDist, path.join(webCopy, 'dist'), { recursive: true });
cpSync(path.join(webDist, '..', 'dist-server'), path.join(webCopy, 'dist-server'), {
  recursive: true,
});
// Embedded PGlite and database counters, seeded with the demo data: never the CI services.
for (const name of ['DATABASE_URL', 'REDIS_URL', 'NO_SEED', 'SEED_DEMO']) {
  delete process.env[name];
}
process.env.DATA_DIR = dataDir;
process.env.WEB_DIST = path.join(webCopy, 'dist');

// Email goes to an SMTP server on loopback that writes each message to e2e/.data/mail-<port>/
// (the outbox keeps reset links redacted, so the journeys read them where a user would).
const mailDir = path.join(dataRoot, `mail-${process.env.PORT ?? 3210}`);
mkdirSync(mailDir, { recursive: true });
let mailCount = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        mailCount += 1;
        const to = [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address));
        const file = path.join(mailDir, `${String(mailCount).padStart(5, '0')}.json`);
        // Written whole, then renamed: a test reading the folder never sees half a file.
        writeFileSync(
          `${file}.part`,
          JSON.stringify({ to, subject: mail.subject, text: mail.text }),
        );
        renameSync(`${file}.part`, file);
        callback();
      })
      .catch(callback);
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
process.env.SMTP_HOST = '127.0.0.1';
process.env.SMTP_PORT = String(smtp.server.address().port);
process.on('exit', () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(mailDir, { recursive: true, force: true });
  rmSync(webCopy, { recursive: true, force: true });
});

process.chdir(root);
await import(pathToFileURL(serverEntry).href);
