import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { environmentSchema } from '../apps/server/src/config-environment';
import {
  guideBlocks,
  heredocOf,
  READ_ALIKE,
  readRepositoryFile,
  repositoryRoot,
  settingsOf,
  unitValue,
} from '../apps/server/test/system/deploy-files';

// The deploy guide's files held to the server they deploy (docs/deploy.md): .env.example names
// every setting the server reads, with a value the server accepts; the systemd units pass
// systemd-analyze and stop no later than the server's drain. The guide's commands themselves
// run in apps/server/test/system/deploy-guide.test.ts.
const schemaNames = Object.keys((environmentSchema as unknown as { shape: object }).shape);
const example = readRepositoryFile('.env.example');
const settings = settingsOf(example);
const single = readRepositoryFile('deploy/shop.service');
const template = readRepositoryFile('deploy/shop@.service');
const inCi = process.env.CI === 'true' || process.env.CI === '1';
const guide = readRepositoryFile('docs/deploy.md');
const CADDY_DROP_IN = '/etc/systemd/system/caddy.service.d/shop.conf';

/** What .env.example and the schema disagree on. */
function mismatches(names: string[]) {
  return {
    missing: schemaNames.filter((name) => !names.includes(name)),
    unknown: names.filter((name) => !schemaNames.includes(name)),
    twice: names.filter((name, index) => names.indexOf(name) !== index),
  };
}

describe('.env.example against the environment schema', () => {
  it('names every setting the server reads, none it does not, none twice', () => {
    expect(mismatches(settings.map((setting) => setting.name))).toEqual({
      missing: [],
      unknown: [],
      twice: [],
    });
  });

  it('notices a setting added to the schema and not to the file', () => {
    const withoutOne = settingsOf(example.replace(/^QUIET_HOURS=.*$/m, ''));
    expect(mismatches(withoutOne.map((setting) => setting.name)).missing).toEqual(['QUIET_HOURS']);
  });

  it('says in a comment above each setting what it does', () => {
    expect(settings.filter((setting) => !setting.comment).map((setting) => setting.name)).toEqual([]);
  });

  it('writes each value so systemd and a shell read it alike', () => {
    const set = settings.filter((setting) => setting.value !== undefined);
    expect(set.filter((setting) => !READ_ALIKE.test(setting.text)).map((setting) => setting.text)).toEqual(
      [],
    );
  });

  it('holds values the server accepts, for a production shop behind Caddy', () => {
    const values = Object.fromEntries(
      settings.flatMap((setting) => (setting.value === undefined ? [] : [[setting.name, setting.value]])),
    );
    const read = environmentSchema.safeParse(values);
    expect(read.error?.issues ?? []).toEqual([]);
    expect(values).toMatchObject({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      TRUST_PROXY_HOPS: '1',
      ALLOW_TEST_PAYMENTS: 'false',
      CHECK_ANSWERS: 'false',
    });
  });

  it('leaves the port to the unit: set in .env it would override every instance’s own', () => {
    expect(settings.find((setting) => setting.name === 'PORT')?.value).toBeUndefined();
    expect(unitValue(single, 'Environment')).toBe('PORT=3000');
    expect(unitValue(template, 'Environment')).toBe('PORT=%i');
  });
});

describe('the systemd units', () => {
  const grace = Number(settings.find((setting) => setting.name === 'SHUTDOWN_GRACE_S')?.value);

  it.each([
    ['shop.service', single],
    ['shop@.service', template],
  ])('%s waits longer than the server drains, and lets it write only its data and backups', (_, unit) => {
    expect(grace).toBeGreaterThan(0);
    expect(Number(unitValue(unit, 'TimeoutStopSec'))).toBeGreaterThan(grace);
    expect(unitValue(unit, 'KillSignal')).toBe('SIGTERM');
    expect(unitValue(unit, 'ProtectSystem')).toBe('strict');
    const dataDirectories = ['DATA_DIR', 'BACKUP_DIR'].map(
      (name) => settings.find((setting) => setting.name === name)?.value,
    );
    expect(unitValue(unit, 'ReadWritePaths')?.split(' ')).toEqual(dataDirectories);
    expect(unitValue(unit, 'EnvironmentFile')).toBe('/srv/shop/.env');
  });

  it('keeps the template the single unit but for its port', () => {
    const settingsOnly = (unit: string) =>
      unit
        .split('\n')
        .filter((line) => line !== '' && !line.startsWith('#'))
        .join('\n');
    const asTemplate = settingsOnly(single)
      .replace('(port 3000)', '(port %i)')
      .replace('Environment=PORT=3000', 'Environment=PORT=%i');
    expect(settingsOnly(template)).toBe(asTemplate);
  });

  const systemdAnalyze = spawnSync('systemd-analyze', ['--version']).status === 0;
  if (!systemdAnalyze && !inCi) {
    it.skip('pass systemd-analyze verify: systemd-analyze is not installed (apt-get install systemd)', () => {});
    return;
  }
  const folder = mkdtempSync(path.join(os.tmpdir(), 'shop-units-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** systemd-analyze verify's complaints: it exits 0 on an unknown key or a bad value, so any line counts. */
  function verify(units: string[]) {
    const result = spawnSync('systemd-analyze', ['verify', ...units], { cwd: folder, encoding: 'utf8' });
    return { status: result.status, complaints: `${result.stdout}${result.stderr}`.trim() };
  }

  it.each(['shop.service', 'shop@.service'])('deploy/%s passes systemd-analyze verify as shipped', (unit) => {
    expect(verify([path.join(repositoryRoot, 'deploy', unit)])).toEqual({ status: 0, complaints: '' });
  });

  it('an instance of the template, shop@3001.service, passes too', () => {
    symlinkSync(path.join(repositoryRoot, 'deploy', 'shop@.service'), path.join(folder, 'shop@3001.service'));
    expect(verify(['./shop@3001.service'])).toEqual({ status: 0, complaints: '' });
  });

  it('the off-site backup timer and its service pass (rclone stood in for when not installed)', () => {
    for (const unit of ['backup-offsite.service', 'backup-offsite.timer']) {
      cpSync(path.join(repositoryRoot, 'deploy', unit), path.join(folder, unit));
    }
    if (!existsSync('/usr/bin/rclone')) {
      const stand = path.join(folder, 'rclone');
      writeFileSync(stand, '#!/bin/sh\n');
      chmodSync(stand, 0o755);
      const service = path.join(folder, 'backup-offsite.service');
      writeFileSync(
        service,
        readRepositoryFile('deploy/backup-offsite.service').replace('/usr/bin/rclone', stand),
      );
    }
    expect(verify(['./backup-offsite.timer', './backup-offsite.service'])).toEqual({
      status: 0,
      complaints: '',
    });
    // The guide's drop-in for a second disk instead of object storage.
    const diskDropIn = heredocOf(guide, '/etc/systemd/system/backup-offsite.service.d/disk.conf');
    expect(diskDropIn).toContain('Environment=OFFSITE=');
    mkdirSync(path.join(folder, 'backup-offsite.service.d'));
    writeFileSync(path.join(folder, 'backup-offsite.service.d', 'disk.conf'), diskDropIn as string);
    expect(verify(['./backup-offsite.service'])).toEqual({ status: 0, complaints: '' });
  });

  it("the guide's drop-in gives Caddy the domain and the upstreams, and its edit for two instances keeps it valid", () => {
    const caddyFolder = path.join(folder, 'caddy');
    mkdirSync(path.join(caddyFolder, 'caddy.service.d'), { recursive: true });
    // Debian's caddy.service where the package is installed, a stand-in elsewhere.
    const debianUnit = '/lib/systemd/system/caddy.service';
    const caddyUnit = existsSync(debianUnit)
      ? readFileSync(debianUnit, 'utf8')
      : '[Service]\nExecStart=/bin/true\n';
    writeFileSync(path.join(caddyFolder, 'caddy.service'), caddyUnit);
    const dropIn = path.join(caddyFolder, 'caddy.service.d', 'shop.conf');
    writeFileSync(dropIn, heredocOf(guide, CADDY_DROP_IN) ?? '');
    expect(readFileSync(dropIn, 'utf8')).toMatch(/^Environment=SHOP_DOMAIN=\S+$/m);
    // The default upstream is the single unit's port.
    expect(readFileSync(dropIn, 'utf8')).toContain('Environment="SHOP_UPSTREAMS=127.0.0.1:3000"');
    expect(verify(['./caddy/caddy.service'])).toEqual({ status: 0, complaints: '' });

    const edit = guide
      .split('\n')
      .find((line) => line.startsWith('sudo sed -i') && line.includes(CADDY_DROP_IN));
    expect(edit).toBeDefined();
    const edited = spawnSync('sh', [
      '-c',
      (edit as string).replace(/^sudo /, '').replace(CADDY_DROP_IN, dropIn),
    ]);
    expect(edited.status).toBe(0);
    expect(readFileSync(dropIn, 'utf8')).toContain(
      'Environment="SHOP_UPSTREAMS=127.0.0.1:3000 127.0.0.1:3001"',
    );
    expect(verify(['./caddy/caddy.service'])).toEqual({ status: 0, complaints: '' });
  });

  it('notices a unit systemd would not read as written', () => {
    const broken = path.join(folder, 'broken.service');
    writeFileSync(broken, single.replace('KillMode=mixed', 'KillMode=gently'));
    expect(verify([broken]).complaints).toMatch(/kill mode/i);
  });
});

describe('docs/deploy.md', () => {
  const blocks = guideBlocks(guide);

  it('tells its maintainers what the tested marker means, at the top', () => {
    const top = guide.split('\n').slice(0, 20).join('\n');
    expect(top).toContain('`<!-- tested -->`');
    expect(blocks.filter((block) => block.marker === 'tested').length).toBeGreaterThanOrEqual(2);
    expect(blocks.filter((block) => block.marker === 'tested: start')).toHaveLength(1);
    expect(blocks.filter((block) => block.marker === 'tested: build')).toHaveLength(1);
  });

  it('installs each file of deploy/ it names', () => {
    for (const file of ['shop.service', 'shop@.service', 'backup-offsite.service', 'backup-offsite.timer']) {
      expect(guide).toContain(`deploy/${file}`);
    }
    expect(guide).toContain('sudo cp deploy/Caddyfile /etc/caddy/Caddyfile');
    expect(guide).toContain(CADDY_DROP_IN);
  });
});
