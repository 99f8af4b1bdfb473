import { useState } from 'react';
import { describeError } from '@/api';

/** Runs a call to the server with a pending state and its docs/api.md#error-catalogue message when it fails. */
export function useServerAction() {
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState('');
  const run = async (action: () => Promise<void>) => {
    setPending(true);
    setServerError('');
    try {
      await action();
    } catch (error) {
      setServerError(describeError(error));
    } finally {
      setPending(false);
    }
  };
  return { pending, serverError, run };
}
