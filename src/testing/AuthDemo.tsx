import { useState } from 'react';
import { useLocation } from 'react-router';
import { describeError } from '@/api';
import { Button } from '@/components/Button';
import { useAuth, userLabel } from '@/features/auth';

/** A tiny consumer of useAuth, only for the session stories. */
export function AuthDemo({ email, password = 'Nivaas@123' }: { email: string; password?: string }) {
  const { user, isAuthenticated, loading, login, googleLogin, logout } = useAuth();
  const location = useLocation();
  const [message, setMessage] = useState('');

  if (loading) return <p>Loading...</p>;
  return (
    <div>
      <p>Path: {location.pathname}</p>
      <p>{isAuthenticated && user ? `Signed in as ${userLabel(user)} (${user.role})` : 'Signed out'}</p>
      {message && <p role="alert">{message}</p>}
      <Button
        onPress={() =>
          login({ email, password, role: 'Buyer' }).then(
            () => setMessage(''),
            (e) => setMessage(describeError(e, 'login')),
          )
        }
      >
        Log in as Buyer
      </Button>{' '}
      <Button
        variant="secondary"
        onPress={() =>
          googleLogin({ idToken: 'google-id-token', role: 'Buyer' }).then((answer) =>
            setMessage(answer.needsRegistration ? `Please register ${answer.email}` : ''),
          )
        }
      >
        Continue with Google
      </Button>{' '}
      <Button
        variant="ghost"
        onPress={() =>
          logout().then(({ serverFailed }) => setMessage(serverFailed ? 'Logout failed on the server' : ''))
        }
      >
        Logout
      </Button>
    </div>
  );
}
