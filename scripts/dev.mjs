// `npm run dev`: the API server with reload, and both apps on Vite's dev servers, which
// proxy /api to it. Stops all three together.
import { spawn } from 'node:child_process';

const processes = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web', '--', '--port', '5173'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'apps/admin', '--', '--port', '5174'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of processes) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of processes) child.on('exit', stop);
