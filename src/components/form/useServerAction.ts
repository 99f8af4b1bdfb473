import { useState } from 'react';
import { describeError } from '@/api';

/**
 * Runs a form's call to the server with a pending state, and its docs/api.md#error-catalogue message
 * when it fails (`context: 'login'` adds the sign-in rows). `run` resolves true when the call
 * succeeded, so a form can forget its draft or move on; on failure everything typed stays.
 */
export function useServerAction(context?: 'login') {
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState('');
  const run = async (action: () => Promise<unknown>) => {
    setPending(true);
    setServerError('');
    try {
      await action();
      return true;
    } catch (error) {
      setServerError(describeError(error, context));
      return false;
    } finally {
      setPending(false);
    }
  };
  return { pending, serverError, setServerError, run };
}
