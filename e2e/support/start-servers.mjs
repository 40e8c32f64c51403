// Starts every process of a Playwright run at once (the two shops and the fakes they talk to),
// each with its own environment, and prints `every server answers` once each answers at its
// health URL. Playwright starts the entries of its `webServer` list one after another, waiting
// for each: six entries took about 55 s of a run before its first test, while the shops' own
// start (admin:create, then the server) needs neither the fakes nor each other.
// E2E_SERVERS holds the list: [{ name, command, url, env }]. A server that exits ends the run.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');
const children = [];

const answers = async (url) => {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
};

/** Writes each line of `from` to `to`, marked with the server's name. */
function relayLines(from, to, name) {
  let pending = '';
  from.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop();
    for (const line of lines) to.write(`[${name}] ${line}\n`);
  });
  from.on('end', () => pending && to.write(`[${name}] ${pending}\n`));
}

const stopAll = (signal) => {
  for (const child of children) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll(signal);
    process.exit(0);
  });
}

// As Playwright's own check: a server left from another run would answer in this run's place.
for (const { name, url } of servers) {
  if (await answers(url)) {
    console.error(`${url} (${name}) is already used: stop what listens there first.`);
    process.exit(1);
  }
}

for (const { name, command, env } of servers) {
  const child = spawn(command, {
    shell: true,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  relayLines(child.stdout, process.stdout, name);
  relayLines(child.stderr, process.stderr, name);
  child.on('exit', (code, signal) => {
    console.error(`${name} exited (${signal ?? `code ${code}`}); the run cannot go on without it.`);
    stopAll('SIGTERM');
    process.exit(1);
  });
  children.push(child);
}

const waiting = new Set(servers);
while (waiting.size > 0) {
  for (const server of [...waiting]) {
    if (await answers(server.url)) waiting.delete(server);
  }
  if (waiting.size > 0) await sleep(250);
}
console.log('every server answers');
