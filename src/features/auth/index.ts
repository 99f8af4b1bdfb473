export { AuthProvider, useAuth, type AuthState, type LogoutResult } from './AuthProvider';
export { greetingOf, userLabel } from './session';
export { SignedOutOnly, StoredSessionOnly } from './firstPaint';
