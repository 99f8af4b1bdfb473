import {
  createContext,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import type { GoogleLoginRequest, GoogleLoginResponse, LoginRequest, Session } from '@/api/contract';
import { SESSION_STORED } from '@/lib/sessionHint';
import { clearStoredSession, writeStoredSession } from '@/lib/storage';
import { restoreSession } from './session';
import { sessionStore, type SessionStore } from './sessionStore';

export interface LogoutResult {
  /** The server call failed; the session is cleared all the same (docs/auth.md#logout). */
  serverFailed: boolean;
}

export interface AuthState {
  user: Session | null;
  isAuthenticated: boolean;
  /** True until the stored session has been read. */
  loading: boolean;
  login: (credentials: LoginRequest) => Promise<Session>;
  googleLogin: (request: GoogleLoginRequest) => Promise<GoogleLoginResponse>;
  /** Stores a session the app got elsewhere (registration answers one). */
  signIn: (session: Session) => void;
  logout: () => Promise<LogoutResult>;
}

/** What the provider hands down: never changes, so no update reaches a part of the page still waiting to hydrate. */
interface AuthContextValue extends Omit<AuthState, 'user' | 'isAuthenticated' | 'loading'> {
  session: SessionStore;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** The calls behind sign-in and logout, loaded when first used: they carry zod and the contract. */
const userCalls = () => import('@/api/users');

/** The session of docs/auth.md#session-object, docs/auth.md#session-restore. Sits inside the router: logout goes to /login. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // docs/auth.md#session-restore starts in a loading state while the stored session is read; local storage is read
  // synchronously on the first render, so that state never reaches the screen.
  const [restored] = useState(restoreSession);
  const [session] = useState(() => sessionStore(restored.session));

  useEffect(() => {
    // docs/auth.md#session-expiry: an expired or unparseable token logs out.
    if (restored.stale) clearStoredSession();
  }, [restored]);

  // docs/auth.md#session-mark: the page's head marks <html> for a stored session before the first
  // paint; from here the mark follows the session the app holds (drops one it refused, comes with a
  // sign-in, goes with logout), before the browser paints. The footer's CSS reads it.
  useLayoutEffect(() => {
    const mark = () => document.documentElement.toggleAttribute(SESSION_STORED, session.get() !== null);
    mark();
    return session.subscribe(mark);
  }, [session]);

  const signIn = useCallback(
    (signedIn: Session) => {
      writeStoredSession({ token: signedIn.token, user: signedIn });
      session.set(signedIn);
    },
    [session],
  );

  const login = useCallback(
    async (credentials: LoginRequest) => {
      const signedIn = await (await userCalls()).login(credentials);
      signIn(signedIn);
      return signedIn;
    },
    [signIn],
  );

  const googleLogin = useCallback(
    async (request: GoogleLoginRequest) => {
      const answer = await (await userCalls()).googleLogin(request);
      // docs/auth.md#google-needs-registration: an answer that needs registration does not sign the user in.
      if (!answer.needsRegistration) signIn(answer);
      return answer;
    },
    [signIn],
  );

  const logout = useCallback(async () => {
    let serverFailed = false;
    try {
      await (await userCalls()).logout();
    } catch {
      serverFailed = true;
    }
    clearStoredSession();
    session.set(null);
    navigate('/login');
    return { serverFailed };
  }, [navigate, session]);

  const value = useMemo<AuthContextValue>(
    () => ({ session, login, googleLogin, signIn, logout }),
    [session, login, googleLogin, signIn, logout],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

/** The server renders public pages signed out (docs/auth.md#first-paint). */
const signedOutOnServer = () => null;

/**
 * The session as this component may show it (docs/auth.md#first-paint): a component the browser
 * hydrates renders the server's signed-out snapshot first, then the stored session right after its
 * own hydration; elsewhere (a client render, a later mount) the session at once.
 */
export function useAuth(): AuthState {
  const context = use(AuthContext);
  if (!context) throw new Error('useAuth needs <AuthProvider>');
  const { session, login, googleLogin, signIn, logout } = context;
  const user = useSyncExternalStore(session.subscribe, session.get, signedOutOnServer);
  return { user, isAuthenticated: user !== null, loading: false, login, googleLogin, signIn, logout };
}
