import {
  apiPaths,
  googleLoginResponseSchema,
  messageResponseSchema,
  sessionSchema,
  type ForgotPasswordRequest,
  type GoogleLoginRequest,
  type LoginRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
  type SendRegistrationOtpRequest,
  type VerifyRegistrationOtpRequest,
} from './contract';
import { apiRequest } from './client';
import { isApiError } from './errors';

export const login = (credentials: LoginRequest) =>
  apiRequest(apiPaths.login, { method: 'POST', body: credentials, schema: sessionSchema });

export const googleLogin = (request: GoogleLoginRequest) =>
  apiRequest(apiPaths.googleLogin, { method: 'POST', body: request, schema: googleLoginResponseSchema });

export const logout = () => apiRequest(apiPaths.logout, { method: 'POST', auth: true });

/** docs/api.md#register-retry: registration is retried up to 2 more times, 1000 ms apart. */
export const REGISTER_RETRIES = 2;
export const REGISTER_RETRY_DELAY_MS = 1000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Never after a 400 (docs/api.md#register-retry), nor after any other 4xx: the same body would be refused again and
 * a retry could only repeat a registration the server already took (409).
 */
const isRetryable = (error: unknown) => !(isApiError(error) && error.status !== null && error.status < 500);

export async function register(body: RegisterRequest) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await apiRequest(apiPaths.register, { method: 'POST', body, schema: sessionSchema });
    } catch (error) {
      if (attempt >= REGISTER_RETRIES || !isRetryable(error)) throw error;
      await wait(REGISTER_RETRY_DELAY_MS);
    }
  }
}

export const sendRegistrationOtp = (body: SendRegistrationOtpRequest) =>
  apiRequest(apiPaths.sendRegistrationOtp, { method: 'POST', body, schema: messageResponseSchema });

export const verifyRegistrationOtp = (body: VerifyRegistrationOtpRequest) =>
  apiRequest(apiPaths.verifyRegistrationOtp, { method: 'POST', body, schema: messageResponseSchema });

export const forgotPassword = (body: ForgotPasswordRequest) =>
  apiRequest(apiPaths.forgotPassword, { method: 'POST', body, schema: messageResponseSchema });

export const resetPassword = (body: ResetPasswordRequest) =>
  apiRequest(apiPaths.resetPassword, { method: 'POST', body, schema: messageResponseSchema });
