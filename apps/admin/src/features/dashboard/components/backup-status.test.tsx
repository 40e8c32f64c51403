import { ADMIN_TEXTS } from '@shop/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/dates';
import { BackupStatus } from './backup-status';

const texts = ADMIN_TEXTS.dashboard;
const none = { lastAt: null, bytes: null, file: null, failedAt: null, error: null };

describe('the dashboard backup card', () => {
  it('says when no backup has been taken', () => {
    render(<BackupStatus backup={none} />);
    expect(screen.getByText(texts.noBackupYet)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the last backup’s time and size, and a failure since in an alert', () => {
    const lastAt = '2026-11-25T02:00:00.000Z';
    const failedAt = '2026-11-26T02:00:00.000Z';
    render(
      <BackupStatus
        backup={{ ...none, lastAt, bytes: 5 * 1024 * 1024, file: 'x.tar.gz', failedAt, error: 'disk full' }}
      />,
    );
    expect(screen.getByText(texts.lastBackup(formatDateTime(lastAt), '5.0 MB'))).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      texts.backupFailed(formatDateTime(failedAt), 'disk full'),
    );
  });
});
