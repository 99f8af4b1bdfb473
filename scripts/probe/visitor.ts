// A visitor from outside: plain HTTP to a running server, as an attacker's script would send it.
import { request } from 'node:http';
import { apiPaths, type Role, type Session } from '@/api/contract';

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json<T = { message?: string }>(): T;
}

export const DEMO_PASSWORD = 'Demo@1234';

export function visitorOf(origin: string) {
  async function call(
    method: string,
    path: string,
    { body, token, headers = {} }: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
  }

  /** The newest code the local outbox holds for an address (DEV_OUTBOX=1 on the probe's own server). */
  async function codeSentTo(email: string) {
    const { messages } = (await call('GET', '/api/dev/outbox')).json<{ messages: { to: string; code?: string }[] }>();
    const code = messages.find((message) => message.to === email)?.code;
    if (!code) throw new Error(`no code reached ${email}`);
    return code;
  }

  /** A GET with headers fetch() will not send (Host), as a raw client can. */
  const rawGet = (path: string, headers: Record<string, string>) =>
    new Promise<Answer>((resolve, reject) => {
      const sent = request(`${origin}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const answerHeaders = new Headers();
          for (const [name, value] of Object.entries(response.headers))
            if (value !== undefined) answerHeaders.set(name, String(value));
          resolve({ status: response.statusCode ?? 0, headers: answerHeaders, text, json: () => JSON.parse(text) });
        });
      });
      sent.on('error', reject);
      sent.end();
    });

  return {
    origin,
    call,
    rawGet,
    codeSentTo,
    async signIn(email: string, role: Role, password = DEMO_PASSWORD) {
      const answer = await call('POST', apiPaths.login, { body: { email, password, role } });
      if (answer.status !== 200) throw new Error(`sign-in of ${email} answered ${answer.status}: ${answer.text}`);
      return answer.json<Session>();
    },
    /** A throw-away account, as a rival makes them: a code to the address, then the registration. */
    async signUp(email: string, role: Role, name = 'Probe Visitor') {
      const sent = await call('POST', apiPaths.sendRegistrationOtp, { body: { email, role } });
      if (sent.status !== 200) throw new Error(`a code to ${email} answered ${sent.status}: ${sent.text}`);
      const otp = await codeSentTo(email);
      const body = { name, email, phone: '9876543210', password: 'Probe@12345', role, otp };
      const answer = await call('POST', apiPaths.register, { body });
      if (answer.status !== 201) throw new Error(`registration of ${email} answered ${answer.status}: ${answer.text}`);
      return answer.json<Session>();
    },
  };
}

export type Visitor = ReturnType<typeof visitorOf>;
