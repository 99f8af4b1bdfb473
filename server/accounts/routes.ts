import { apiPaths, googleLoginRequestSchema, loginRequestSchema, registerRequestSchema } from '@/api/contract';
import { perMinute } from '../http/routeLimits';
import type { App, Services } from '../services';
import { createCodeMailer } from './mailCode';
import { logIn, logInWithGoogle, register } from './service';

/** Registration, sign-in (password or Google) and sign-out (the rules in ./service). */
export function userRoutes(app: App, services: Services) {
  const { tokens, config, codes, mailer } = services;
  const mailCode = createCodeMailer({ codes, mailer, log: app.log });

  app.post(
    apiPaths.register,
    { schema: { body: registerRequestSchema }, config: perMinute(config.rateLimit.codes) },
    async (request, reply) => reply.status(201).send(await register(services, request.log, request.body)),
  );

  app.post(
    apiPaths.login,
    { schema: { body: loginRequestSchema }, config: perMinute(config.rateLimit.login) },
    async (request) => logIn(services, mailCode, request.body),
  );

  app.post(
    apiPaths.googleLogin,
    { schema: { body: googleLoginRequestSchema }, config: perMinute(config.rateLimit.login) },
    async (request) => logInWithGoogle(services, request.body),
  );

  app.post(apiPaths.logout, async (request) => {
    const { claims } = await tokens.authenticate(request.headers.authorization);
    await tokens.revoke(claims);
    return { message: 'Logged out' };
  });
}
