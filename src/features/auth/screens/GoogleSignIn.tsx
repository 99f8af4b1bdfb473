import { useEffect, useEffectEvent, useRef } from 'react';

interface GoogleIdentity {
  initialize(options: { client_id: string; callback: (response: { credential: string }) => void }): void;
  renderButton(element: HTMLElement, options: { type: 'standard'; text: 'continue_with'; width?: number }): void;
}
declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';

/** Google's own script, loaded once, only when a client id is configured. */
function loadGoogleIdentity(): Promise<GoogleIdentity> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_SCRIPT;
    script.async = true;
    script.onload = () =>
      window.google?.accounts?.id
        ? resolve(window.google.accounts.id)
        : reject(new Error('Google sign-in did not load'));
    script.onerror = () => reject(new Error('Google sign-in could not be loaded'));
    document.head.append(script);
  });
}

export interface GoogleSignInProps {
  clientId: string;
  /** Google's signed ID token for the server to verify (docs/auth.md#google-sign-in). */
  onCredential: (idToken: string) => void;
  onUnavailable: (message: string) => void;
}

/** Google's 'Continue with Google' button; the ID token goes to our server, never trusted here. */
export function GoogleSignIn({ clientId, onCredential, onUnavailable }: GoogleSignInProps) {
  const slot = useRef<HTMLDivElement>(null);
  const credential = useEffectEvent(onCredential);
  const unavailable = useEffectEvent(onUnavailable);

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity().then(
      (identity) => {
        if (cancelled || !slot.current) return;
        identity.initialize({
          client_id: clientId,
          callback: ({ credential: idToken }) => credential(idToken),
        });
        identity.renderButton(slot.current, { type: 'standard', text: 'continue_with', width: 320 });
      },
      (error: Error) => !cancelled && unavailable(error.message),
    );
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  return <div ref={slot} />;
}
