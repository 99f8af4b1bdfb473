import { describe, expect, it } from 'vitest';
import { roles } from '@/api/contract';
import { notificationPages } from '@/api/contract/notifications';
import { dashboardPath, paths } from '@/lib/paths';

/** The server may read only the contract: its notifications' links must be the app's own routes. */
describe('the pages a notification opens (docs/notifications.md#kinds)', () => {
  it('are the routes of src/lib/paths.ts', () => {
    expect(notificationPages.posterInquiries).toBe(paths.inquiries);
    expect(notificationPages.mute).toBe(paths.muteNotifications);
    for (const role of roles) expect(notificationPages.dashboard(role)).toBe(dashboardPath(role));
  });
});
