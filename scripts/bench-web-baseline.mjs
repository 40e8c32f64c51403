// bench:web --against: another commit of this repository, built in a git worktree of its own, so
// that its pages can be measured beside this build's on the same machine at the same time.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status ?? result.signal})`);
  }
}

/**
 * Checks out `commit` of the repository at `repositoryRoot` into a new worktree, installs its
 * locked dependencies and builds it. Answers its root and `remove()`, which deletes the worktree.
 */
export function buildBaseline(repositoryRoot, commit) {
  const resolved = spawnSync('git', ['rev-parse', '--verify', `${commit}^{commit}`], {
    cwd: repositoryRoot,
    encoding: 'utf8',
  });
  if (resolved.status !== 0) throw new Error(`--against ${commit}: no such commit in this repository`);
  const root = path.join(mkdtempSync(path.join(tmpdir(), 'bench-web-baseline-')), 'shop');
  const remove = () => {
    spawnSync('git', ['worktree', 'remove', '--force', root], { cwd: repositoryRoot, stdio: 'ignore' });
    rmSync(path.dirname(root), { recursive: true, force: true });
  };
  try {
    console.log(`=== ${commit}: git worktree, npm ci and npm run build in ${root} ===`);
    run('git', ['worktree', 'add', '--detach', root, resolved.stdout.trim()], repositoryRoot);
    run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], root);
    run('npm', ['run', 'build'], root);
  } catch (error) {
    remove();
    throw error;
  }
  return { root, remove };
}
