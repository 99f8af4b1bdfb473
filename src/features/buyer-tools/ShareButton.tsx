import { Button } from '@/components/Button';
import { toast } from '@/components/Toast';

const cancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * docs/listings.md#share: the phone's share sheet (the Web Share API) where the browser has one,
 * else the page's link copied, with a toast that says so (or, when the clipboard refuses, the link to copy by hand).
 */
export function ShareButton({ title }: { title: string }) {
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (cancelled(error)) return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied', { timeout: 4000 });
    } catch {
      toast.error('Could not copy the link', {
        description: `Your browser did not allow copying. Copy this address instead: ${url}`,
      });
    }
  };
  return (
    <Button variant="secondary" size="sm" onPress={() => void share()}>
      Share
    </Button>
  );
}
