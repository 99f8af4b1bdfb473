import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import type { GoogleLoginRequest, GoogleLoginResponse, LoginRequest, Session } from '@/api/contract';
import { clearStoredSession, writeStoredSession } from '@/lib/storage';
import { restoreSession } from './session';

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

const AuthContext = createContext<AuthState | null>(null);

/** The calls behind sign-in and logout, loaded when first used: they carry zod and the contract. */
const userCalls = () => import('@/api/users');

const storedSessionNeverChanges = () => () => undefined;
const signedOutOnServer = () => null;

/** The session of docs/auth.md#session-object, docs/auth.md#session-restore. Sits inside the router: logout goes to /login. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // docs/auth.md#session-restore starts in a loading state while the stored session is read; local storage is read
  // synchronously on the first render, so that state never reaches the screen.
  const [restored] = useState(restoreSession);
  // The server renders public pages signed out; hydration starts from that too (the server
  // snapshot) and React re-renders with the stored session right after, so the two never differ.
  const storedUser = useSyncExternalStore(storedSessionNeverChanges, () => restored.session, signedOutOnServer);
  // undefined until this provider signs someone in or out.
  const [changedUser, setUser] = useState<Session | null | undefined>(undefined);
  const user = changedUser === undefined ? storedUser : changedUser;
  const loading = false;

  useEffect(() => {
    // docs/auth.md#session-expiry: an expired or unparseable token logs out.
    if (restored.stale) clearStoredSession();
  }, [restored]);

  const signIn = useCallback((session: Session) => {
    writeStoredSession({ token: session.token, user: session });
    setUser(session);
  }, []);

  const login = useCallback(
    async (credentials: LoginRequest) => {
      const session = await (await userCalls()).login(credentials);
      signIn(session);
      return session;
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
    setUser(null);
    navigate('/login');
    return { serverFailed };
  }, [navigate]);

  const value = useMemo<AuthState>(
    () => ({ user, isAuthenticated: user !== null, loading, login, googleLogin, signIn, logout }),
    [user, loading, login, googleLogin, signIn, logout],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const state = use(AuthContext);
  if (!state) throw new Error('useAuth needs <AuthProvider>');
  return state;
}
