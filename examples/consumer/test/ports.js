// The TCP ports this process listens on, read from /proc (Linux): the proof that a test opened none.
import fs from 'node:fs';

export function listeningPorts() {
  if (!fs.existsSync('/proc/self/fd')) throw new Error('listeningPorts reads /proc: run this check on Linux');
  const mine = new Set();
  for (const fd of fs.readdirSync('/proc/self/fd')) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/self/fd/${fd}`));
      if (match) mine.add(match[1]);
    } catch {
      // a descriptor closed while we read
    }
  }
  const ports = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      // st 0A = LISTEN; column 9 is the socket's inode.
      if (cols[3] === '0A' && mine.has(cols[9])) ports.push(parseInt(cols[1].split(':')[1], 16));
    }
  }
  return ports;
}
