// Whether a build's output is that of its inputs as they are now, judged by content (issue 30: a restart with
// nothing changed answers within seconds, where building again took 20-40). Modification times are not used:
// a checkout, a `git stash` or a copy moves them without changing a byte, and an edit can keep them.
//
// A build hashes its inputs before it starts, writes the digest into its staging folder, and swaps that in
// with the output; so a digest on disk always describes the output beside it, and an input edited during the
// build makes the next start build again.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const DIGEST_FILE = '.build-inputs';

/** Never inputs: what builds and installs write, and tests, which no build reads. */
const isSkippedFolder = (name) =>
  name === 'node_modules' || name === 'dist' || name.startsWith('dist.') || name === '.tmp';
const isTest = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

/** Every file of `entry` (a file or a folder, relative to the repository), as repository-relative paths. */
function filesOf(entry) {
  const absolute = path.join(REPO_ROOT, entry);
  if (!fs.statSync(absolute).isDirectory()) return [entry];
  return fs
    .readdirSync(absolute, { withFileTypes: true })
    .filter((child) =>
      child.isDirectory() ? !isSkippedFolder(child.name) : child.isFile() && !isTest(child.name),
    )
    .flatMap((child) => filesOf(path.join(entry, child.name)));
}

/**
 * One digest of the files under `entries` (paths relative to the repository, files or folders), of this file
 * too (how inputs are judged is part of them) and of the Node.js major version the output targets.
 */
export function digestOf(entries) {
  const hash = createHash('sha256');
  hash.update(`node ${process.versions.node.split('.')[0]}\n`);
  const files = [...entries, path.relative(REPO_ROOT, import.meta.filename)].flatMap(filesOf).sort();
  for (const file of files) {
    const content = fs.readFileSync(path.join(REPO_ROOT, file));
    hash.update(`${file.split(path.sep).join('/')}\0${content.length}\0`);
    hash.update(content);
  }
  return hash.digest('hex');
}

/** True when `outputFolder` exists and was built from inputs with this digest. */
export function isCurrent(outputFolder, digest) {
  try {
    return fs.readFileSync(path.join(outputFolder, DIGEST_FILE), 'utf8').trim() === digest;
  } catch {
    return false;
  }
}

/** Records, in a staging folder about to become the output, which inputs it was built from. */
export function recordDigest(stagingFolder, digest) {
  fs.writeFileSync(path.join(stagingFolder, DIGEST_FILE), `${digest}\n`);
}

/** `--force` on a build's command line builds even when its output is current. */
export const forced = () => process.argv.includes('--force');
