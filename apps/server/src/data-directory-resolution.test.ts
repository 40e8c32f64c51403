import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('DATA_DIR and BACKUP_DIR', () => {
  it('are meant from the folder npm was run from, the default ./data too', () => {
    // npm start and npm run admin:create from /srv/kwik-tech: one data directory for both.
    const config = loadConfig({ INIT_CWD: '/srv/kwik-tech', BACKUP_DIR: '../shop-backups' });
    expect(config.dataDir).toBe('/srv/kwik-tech/data');
    expect(config.backup?.dir).toBe('/srv/shop-backups');
    expect(loadConfig({ INIT_CWD: '/srv/kwik-tech', DATA_DIR: 'var/shop' }).dataDir).toBe(
      '/srv/kwik-tech/var/shop',
    );
  });

  it('stay where they are when given whole', () => {
    const config = loadConfig({
      INIT_CWD: '/srv/kwik-tech',
      DATA_DIR: '/var/lib/shop',
      BACKUP_DIR: '/backups',
    });
    expect(config.dataDir).toBe('/var/lib/shop');
    expect(config.backup?.dir).toBe('/backups');
  });

  it('are meant from the process folder when no npm started it', () => {
    expect(loadConfig({ DATA_DIR: 'shop-data' }).dataDir).toBe(path.join(process.cwd(), 'shop-data'));
  });
});
