import { HttpResponse } from 'msw';
import {
  apiPaths,
  codeMessages,
  forgotPasswordRequestSchema,
  googleLoginRequestSchema,
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

const login = endpoint('post', apiPaths.login, async ({ request }) => {
  const parsed = loginRequestSchema.safeParse(await request.json());
  if (!parsed.success) return badRequest(parsed.error.issues[0]?.message ?? 'Invalid request');
  const account = db.accounts.find((a) => a.email === parsed.data.email);
  if (!account) return HttpResponse.json({ message: 'User not found' }, { status: 404 });
  if (account.password !== parsed.data.password || account.role !== parsed.data.role)
    return HttpResponse.json({ message: 'Invalid credentials or role' }, { status: 401 });
  return HttpResponse.json(withoutPassword(account));
});

const logout = endpoint('post', apiPaths.logout, () => HttpResponse.json({ message: 'Logged out' }));

export const users = {
  login: {
    ...login,
    userNotFound: login.answer(404, { message: 'User not found' }),
    invalidCredentials: login.answer(401, { message: 'Invalid credentials or role' }),
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
    const { otp: _otp, password, ...user } = parsed.data;
    const account = { ...user, _id: `user-new-${db.accounts.length}`, token: aToken({ sub: user.email }), password };
    db.accounts.push(account);
    return HttpResponse.json(withoutPassword(account), { status: 201 });
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
    return HttpResponse.json({ message: codeMessages.passwordReset });
  }),
};
