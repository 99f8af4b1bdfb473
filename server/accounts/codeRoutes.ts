import {
  apiPaths,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  sendRegistrationOtpRequestSchema,
  verifyRegistrationOtpRequestSchema,
  type MessageResponse,
} from '@/api/contract';
import { perMinute } from '../http/routeLimits';
import type { App, Services } from '../services';
import { createCodeMailer } from './mailCode';
import { resetPassword, sendRegistrationCode, sendResetCode } from './service';

/** One-time codes by e-mail: registration (send, verify) and password recovery (forgot, reset). */
export function codeRoutes(app: App, services: Services) {
  const { codes, config, mailer } = services;
  const limited = { config: perMinute(config.rateLimit.codes) };
  const mailCode = createCodeMailer({ codes, mailer, log: app.log });

  app.post(
    apiPaths.sendRegistrationOtp,
    { schema: { body: sendRegistrationOtpRequestSchema }, ...limited },
    async (request) => sendRegistrationCode(services, mailCode, request.body),
  );

  app.post(
    apiPaths.verifyRegistrationOtp,
    { schema: { body: verifyRegistrationOtpRequestSchema }, ...limited },
    async (request): Promise<MessageResponse> => {
      await codes.verify(request.body.email, 'registration', request.body.otp);
      return { message: 'Email verified' };
    },
  );

  app.post(apiPaths.forgotPassword, { schema: { body: forgotPasswordRequestSchema }, ...limited }, async (request) =>
    sendResetCode(services, mailCode, request.log, request.body.email),
  );

  app.post(apiPaths.resetPassword, { schema: { body: resetPasswordRequestSchema }, ...limited }, async (request) =>
    resetPassword(services, request.body),
  );
}
