import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import { runCheckoutLoad, printCheckoutLoad } from './checkout-load.mjs';
const port = 4301;
const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync('/tmp/gc3-'), AUTH_RATE_LIMIT_PER_MINUTE: '100000', CART_LIMIT_PER_IP_PER_MINUTE: '100000', CHECKOUT_LIMIT_PER_IP_PER_MINUTE: '100000' };
delete env.DATABASE_URL;
const out = openSync('/tmp/gc3.log', 'w');
const child = spawn(process.execPath, ['apps/server/dist/main.js'], { env, stdio: ['ignore', out, out] });
for (let i = 0; i < 200; i++) { try { if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break; } catch {} await new Promise(r => setTimeout(r, 200)); }
const r = await runCheckoutLoad(`http://127.0.0.1:${port}`, Number(process.argv[2] ?? 200));
printCheckoutLoad(r);
child.kill('SIGTERM'); await new Promise(r => child.once('exit', r));
