import { useState } from 'react';
import { useSearchParams } from 'react-router';
import useSWR, { useSWRConfig } from 'swr';
import { describeError, swrKeys } from '@/api';
import type { NotificationKind } from '@/api/contract/notifications';
import {
  getNotificationMutes,
  getNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notificationsUrl,
  setNotificationMutes,
} from '@/api/notifications';
import { toast } from '@/components/Toast';

/**
 * docs/notifications.md#list: one page of my notifications, newest first; the page is in the address
 * (`?page=2`), so Back returns to the newer ones.
 */
export function useNotificationPage() {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) && asked > 1 ? asked : 1;
  const load = useSWR(notificationsUrl(page), getNotifications, { keepPreviousData: true });
  const goTo = (next: number) => setParams(next === 1 ? {} : { page: String(next) });
  return { load, page, goTo };
}

/** Marking read: the list reloads and the bar's count (swrKeys.notificationsUnread) follows. */
export function useMarkRead(reload: () => unknown) {
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const after = async () => {
    await reload();
    await mutate(swrKeys.notificationsUnread);
  };
  return {
    busy,
    async markOne(id: string) {
      try {
        await markNotificationRead(id);
        await after();
      } catch {
        // Opening it goes on: the entry simply stays unread.
      }
    },
    async markAll() {
      setBusy(true);
      try {
        await markAllNotificationsRead();
        await after();
      } catch (error) {
        toast.error('Notifications were not marked read', { description: describeError(error) });
      } finally {
        setBusy(false);
      }
    },
  };
}

/** docs/notifications.md#muting: the kinds whose e-mails I mute, changed one switch at a time. */
export function useMuteChoices() {
  const load = useSWR(swrKeys.notificationMutes, getNotificationMutes);
  async function choose(kind: NotificationKind, emailed: boolean) {
    const muted = load.data?.muted ?? [];
    const next = emailed ? muted.filter((k) => k !== kind) : [...muted, kind];
    try {
      await load.mutate(await setNotificationMutes(next), { revalidate: false });
    } catch (error) {
      toast.error('Your e-mail choice was not saved', { description: describeError(error) });
    }
  }
  return { load, choose };
}
