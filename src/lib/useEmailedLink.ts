import { useSearchParams } from 'react-router';
import useSWR from 'swr';

/**
 * A page opened from a link in an e-mail (confirm a listing, turn alerts off) sends the link's
 * `token` once, as it opens: asking twice is harmless, so there is no button to press. It is not
 * sent again on focus, on reconnect or after a failure; a page without a token sends nothing.
 */
export function useEmailedLink<Answer>(name: string, send: (token: string) => Promise<Answer>) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const answer = useSWR(token ? [name, token] : null, () => send(token), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  return { token, answer };
}
