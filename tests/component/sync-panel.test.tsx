import { PermissionMsg } from '@contract';
import type { OutboxRow, SyncStatus } from '@sync/index';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SyncPanel } from '@/app/sync/SyncPanel';
import { renderWithProviders } from './render';

vi.mock('@/lib/replica/replica', () => ({ useReplica: () => ({ db: null, schoolId: 101, schoolStyle: 1 }) }));

const refused = (over: Partial<OutboxRow>): OutboxRow => ({
  clientId: 'c-1',
  mutationId: 1,
  name: 'siteNotice.create',
  args: { id: 'n1', schoolId: 101, title: '春游通知', content: '内容' },
  schoolId: 101,
  createdAt: Date.now(),
  status: 'rejected',
  attempts: 1,
  error: '标题不能为空',
  code: 400,
  applied: false,
  ...over,
});

const status = (rejected: OutboxRow[]): SyncStatus => ({
  online: true,
  syncing: false,
  firstSync: null,
  authExpired: false,
  error: null,
  pending: 0,
  rejected,
  stuck: [],
  lastSyncedAt: null,
  oldestPendingAt: null,
  unsyncedOver24h: false,
});

describe('数据同步: refused changes', () => {
  it('lists a change refused because its data was revoked by its label and reason, offering only 放弃', async () => {
    const revoked = refused({
      mutationId: 2,
      args: { id: 'n2', schoolId: 101 },
      error: PermissionMsg.revoked,
      code: 403,
      revoked: true,
    });
    renderWithProviders(<SyncPanel opened onClose={() => {}} status={status([refused({}), revoked])} online />);
    const items = await screen.findAllByTestId('rejected-change');
    expect(items).toHaveLength(2);
    const [editable, gone] = items as [HTMLElement, HTMLElement];
    // A change the server refused for its input can be corrected and sent again …
    expect(within(editable).getByRole('button', { name: '修改后重试' })).toBeTruthy();
    // … one whose scope left the device cannot: its data is gone with it.
    expect(gone.textContent).toContain('发布公告');
    expect(gone.textContent).toContain(PermissionMsg.revoked);
    expect(within(gone).getByRole('button', { name: '放弃' })).toBeTruthy();
    expect(within(gone).queryByRole('button', { name: /重试/ })).toBeNull();
  });
});
