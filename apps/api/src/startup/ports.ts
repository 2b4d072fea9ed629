import fs from 'node:fs/promises';
import net from 'node:net';
import { StartupError } from './startup-error.ts';

/** True when nothing listens on host:port (we may bind it), false when the address is in use. */
export function portIsFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? resolve(false) : reject(error),
    );
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** Socket inodes listening on `port`, read from the kernel's tables (Linux). */
async function listeningInodes(port: number): Promise<Set<string>> {
  const inodes = new Set<string>();
  const portHex = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const text = await fs.readFile(table, 'utf8').catch(() => '');
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is HEXIP:HEXPORT; state 0A is LISTEN; the inode is the tenth field.
      if (fields[1]?.endsWith(`:${portHex}`) && fields[3] === '0A' && fields[9]) inodes.add(fields[9]);
    }
  }
  return inodes;
}

/**
 * Which process listens on `port`, as "name (pid N)", when this user may see it; null otherwise. Best effort:
 * it only sharpens an error message, so any failure to find out just leaves the name out.
 */
export async function processListeningOn(port: number): Promise<string | null> {
  try {
    const inodes = await listeningInodes(port);
    if (inodes.size === 0) return null;
    for (const pid of await fs.readdir('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      const descriptors = await fs.readdir(`/proc/${pid}/fd`).catch(() => [] as string[]);
      for (const descriptor of descriptors) {
        const target = await fs.readlink(`/proc/${pid}/fd/${descriptor}`).catch(() => '');
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        if (inode && inodes.has(inode)) {
          const name = (await fs.readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '')).trim();
          return `${name || 'a process'} (pid ${pid})`;
        }
      }
    }
  } catch {
    // Not Linux, or /proc is hidden: the message goes without the process name.
  }
  return null;
}

/** Refuses to go on when `port` is taken, naming its holder and the variable that moves us elsewhere. */
export async function requireFreePort(port: number, host: string, what: string, variable: string) {
  if (await portIsFree(port, host)) return;
  const holder = await processListeningOn(port);
  throw new StartupError(
    `Port ${port} (${what}) is already in use${holder ? ` by ${holder}` : ''}: stop that process, or set ${variable} to a free port.`,
  );
}
