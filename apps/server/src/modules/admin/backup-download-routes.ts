import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_TEXTS } from '@shop/shared/backup-texts';
import { binaryAnswers } from '../../plugins/answer-serialiser';
import { ownerOnly } from '../../plugins/auth';
import type { App } from '../../plugins/zod-type-provider';
import { takeBackup } from '../backups';

/** Where a download's backup is written while it is sent: inside DATA_DIR, the shop's user's alone. */
const DOWNLOADS_FOLDER = 'backup-downloads';

/**
 * GET /api/admin/backup: a fresh backup of the whole shop, the same file `npm run db:backup`
 * writes (0600 in a 0700 folder, decision 0045), sent to the owner and then deleted. Owner
 * only: the file holds every customer's details and password hash (docs/operations.md).
 */
export async function adminBackupDownloadRoutes(admin: App) {
  admin.get(
    '/backup',
    {
      onRequest: ownerOnly(BACKUP_TEXTS.ownerOnly),
      schema: { response: binaryAnswers('application/gzip') },
    },
    async (_request, reply) => {
      const file = path.join(admin.config.dataDir, DOWNLOADS_FOLDER, `${randomUUID()}.tar.gz`);
      const removeFile = () => rm(file, { force: true }).catch(() => undefined);
      try {
        await takeBackup(admin.database, { dataDir: admin.config.dataDir, file });
      } catch (error) {
        await removeFile();
        throw error;
      }
      const stream = createReadStream(file);
      stream.on('close', removeFile);
      return reply
        .header('Content-Type', 'application/gzip')
        .header(
          'Content-Disposition',
          `attachment; filename="${BACKUP_TEXTS.fileName(new Date().toISOString().slice(0, 10))}"`,
        )
        .header('Cache-Control', 'no-store')
        .send(stream);
    },
  );
}
