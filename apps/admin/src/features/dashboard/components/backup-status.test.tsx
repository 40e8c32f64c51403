import { ADMIN_TEXTS } from '@shop/shared';
import { BACKUP_TEXTS } from '@shop/shared/backup-texts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/dates';
import { ADMIN_TOKEN_KEY } from '../../../lib/token';
import { renderWithProviders } from '../../../test/render';
import { BackupStatus } from './backup-status';

const texts = ADMIN_TEXTS.dashboard;
const none = { automatic: true, lastAt: null, bytes: null, file: null, failedAt: null, error: null };
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

describe('the dashboard backup card', () => {
  it('warns a shop without BACKUP_DIR how to set it up, and lets the owner download a backup now', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_KEY, 'owner-token');
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) => new Response(new Blob(['backup bytes']), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const saved = vi.fn((_blob: Blob) => 'blob:backup');
    URL.createObjectURL = saved;
    renderWithProviders(<BackupStatus backup={{ ...none, automatic: false }} isOwner />);

    expect(screen.getByRole('alert')).toHaveTextContent(BACKUP_TEXTS.automaticOff);
    expect(screen.getByText(texts.noBackupYet)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: BACKUP_TEXTS.download }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/admin/backup');
  });

  it('warns when the newest backup is more than a day old, and offers other staff no download', () => {
    const lastAt = hoursAgo(25);
    renderWithProviders(<BackupStatus backup={{ ...none, lastAt, bytes: 1024 * 1024 }} isOwner={false} />);
    expect(screen.getByRole('alert')).toHaveTextContent(BACKUP_TEXTS.noRecentBackup);
    expect(screen.getByText(texts.lastBackup(formatDateTime(lastAt), '1.0 MB'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BACKUP_TEXTS.download })).toBeNull();
  });

  it('shows a recent backup’s time and size without a warning, and a failure since in an alert', () => {
    const lastAt = hoursAgo(3);
    const failedAt = hoursAgo(1);
    renderWithProviders(
      <BackupStatus
        backup={{ ...none, lastAt, bytes: 5 * 1024 * 1024, file: 'x.tar.gz', failedAt, error: 'disk full' }}
        isOwner
      />,
    );
    expect(screen.getByText(texts.lastBackup(formatDateTime(lastAt), '5.0 MB'))).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      texts.backupFailed(formatDateTime(failedAt), 'disk full'),
    );
    expect(screen.queryByText(BACKUP_TEXTS.noRecentBackup)).toBeNull();
  });
});
