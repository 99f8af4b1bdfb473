import { HttpResponse } from 'msw';
import {
  apiPaths,
  codeMessages,
  forgotPasswordRequestSchema,
  FREE_FAILED_LOGINS,
  googleLoginRequestSchema,
  LOGIN_CODE_REQUIRED_STATUS,
  loginMessages,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  sendRegistrationOtpRequestSchema,
  verifyRegistrationOtpRequestSchema,
} from '@/api/contract';
import { db } from '../db';
import { aToken } from '../factories';
import { badRequest, endpoint } from './scenario';

/** The one-time code the mocks accept (the real server mails a random one). */
export const MOCK_OTP = '123456';

const withoutPassword = <T extends { password: string }>({ password: _password, ...rest }: T) => rest;

/**
 * Like the server (docs/auth.md#lockout), without its clock: from 5 failed sign-ins in a row a
 * sign-in needs the mailed code (MOCK_OTP) with the password; a wrong code is one more failure.
 */
const login = endpoint('post', apiPaths.login, async ({ request }) => {
  const parsed = loginRequestSchema.safeParse(await request.json());
  if (!parsed.success) return badRequest(parsed.error.issues[0]?.message ?? 'Invalid request');
  const { email, password, role, otp } = parsed.data;
  const account = db.accounts.find((a) => a.email === email);
  if (!account) return HttpResponse.json({ message: 'User not found' }, { status: 404 });
  const failures = db.failedLogins[account._id] ?? 0;
  const fail = (answer: Response) => {
    db.failedLogins[account._id] = failures + 1;
    return answer;
  };
  if (failures >= FREE_FAILED_LOGINS) {
    if (otp === undefined)
      return HttpResponse.json({ message: loginMessages.codeSent }, { status: LOGIN_CODE_REQUIRED_STATUS });
    if (otp !== MOCK_OTP) return fail(badRequest(codeMessages.invalidCode));
  }
  if (account.password !== password || account.role !== role)
    return fail(HttpResponse.json({ message: 'Invalid credentials or role' }, { status: 401 }));
  delete db.failedLogins[account._id];
  return HttpResponse.json(withoutPassword(account));
});

const logout = endpoint('post', apiPaths.logout, () => HttpResponse.json({ message: 'Logged out' }));

export const users = {
  login: {
    ...login,
    userNotFound: login.answer(404, { message: 'User not found' }),
    invalidCredentials: login.answer(401, { message: 'Invalid credentials or role' }),
    codeRequired: login.answer(LOGIN_CODE_REQUIRED_STATUS, { message: loginMessages.codeSent }),
  },
  logout: { ...logout, unauthorized: logout.answer(401, { message: 'Please sign in again' }) },
  googleLogin: endpoint('post', apiPaths.googleLogin, async ({ request }) => {
    const parsed = googleLoginRequestSchema.safeParse(await request.json());
    if (!parsed.success) return badRequest(parsed.error.issues[0]?.message ?? 'Invalid request');
    return HttpResponse.json({ needsRegistration: true, email: 'new.user@gmail.com', name: 'New User' });
  }),
  sendRegistrationOtp: endpoint('post', apiPaths.sendRegistrationOtp, async ({ request }) => {
    const parsed = sendRegistrationOtpRequestSchema.safeParse(await request.json());
    if (!parsed.success) return badRequest(parsed.error.issues[0]?.message ?? 'Invalid request');
    if (db.accounts.some((a) => a.email === parsed.data.email))
      return HttpResponse.json({ message: 'An account with this email already exists' }, { status: 409 });
    return HttpResponse.json({ message: 'Verification code sent' });
  }),
  verifyRegistrationOtp: endpoint('post', apiPaths.verifyRegistrationOtp, async ({ request }) => {
    const parsed = verifyRegistrationOtpRequestSchema.safeParse(await request.json());
    if (!parsed.success) return badRequest(parsed.error.issues[0]?.message ?? 'Invalid request');
    if (parsed.data.otp !== MOCK_OTP) return badRequest(codeMessages.invalidCode);
    return HttpResponse.json({ message: 'Email verified' });
  }),
  register: endpoint('post', apiPaths.register, async ({ request }) => {
    const parsed = registerRequestSchema.safeParse(await request.json());
    if (!parsed.success) return badRequest(parsed.error.issues[0]?.message ?? 'Invalid request');
    // Like the server: registration needs the verified code.
    if (parsed.data.otp !== MOCK_OTP) return badRequest(codeMessages.invalidCode);
    const { otp: _otp, password, companyName, ...user } = parsed.data;
    const account = { ...user, _id: `user-new-${db.accounts.length}`, token: aToken({ sub: user.email }), password };
    db.accounts.push(account);
    // Like the server: a Builder's profile starts with the company given (docs/portfolio.md#company-name).
    if (companyName !== undefined) {
      const { _id, name, email, phone } = account;
      db.builders.push({ _id, username: '', name, email, phone, companyName });
    }
    // Like the server: the session registration opens is the account's first (docs/auth.md#first-sign-in).
    return HttpResponse.json({ ...withoutPassword(account), firstSignIn: true }, { status: 201 });
  }),
  forgotPassword: endpoint('post', apiPaths.forgotPassword, async ({ request }) => {
    const parsed = forgotPasswordRequestSchema.safeParse(await request.json());
    if (!parsed.success) return badRequest(parsed.error.issues[0]?.message ?? 'Invalid request');
    return HttpResponse.json({ message: codeMessages.resetCodeSent });
  }),
  resetPassword: endpoint('post', apiPaths.resetPassword, async ({ request }) => {
    const parsed = resetPasswordRequestSchema.safeParse(await request.json());
    if (!parsed.success) return badRequest(parsed.error.issues[0]?.message ?? 'Invalid request');
    if (parsed.data.otp !== MOCK_OTP) return badRequest(codeMessages.invalidCode);
    // Like the server: a reset forgets the failed sign-ins.
    const account = db.accounts.find((a) => a.email === parsed.data.email);
    if (account) delete db.failedLogins[account._id];
    return HttpResponse.json({ message: codeMessages.passwordReset });
  }),
};
