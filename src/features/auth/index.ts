export { AuthProvider, useAuth, type AuthState, type LogoutResult } from './AuthProvider';
export { userLabel } from './session';
export { SignedOutOnly, StoredSessionOnly } from './firstPaint';
