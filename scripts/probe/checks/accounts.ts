// Holes in signing in and in mailed codes: limits while Redis is away, lockout, codes to anyone.
import { apiPaths } from '@/api/contract';
import type { Hole } from '../checks';
import { DEMO_PASSWORD } from '../visitor';

/** Answers' statuses in a row, as `404 x10, 429 x2`. */
const runs = (statuses: number[]) => {
  const parts: string[] = [];
  for (let i = 0; i < statuses.length;) {
    let j = i;
    while (statuses[j] === statuses[i]) j += 1;
    parts.push(`${statuses[i]} x${j - i}`);
    i = j;
  }
  return parts.join(', ');
};

export const accountHoles: Hole[] = [
  {
    number: 3,
    title: 'per-address limits while Redis is down',
    needs: 'redis',
    async try(visitor, { killRedis }) {
      await killRedis!();
      const signIns: number[] = [];
      for (let i = 0; i < 15; i += 1) {
        const body = { email: `spray${i}@probe.example`, password: 'Guess@1234', role: 'Buyer' };
        signIns.push((await visitor.call('POST', apiPaths.login, { body })).status);
      }
      const codes: number[] = [];
      for (let i = 0; i < 15; i += 1) {
        const body = { email: `victim${i}@probe.example`, role: 'Buyer' };
        codes.push((await visitor.call('POST', apiPaths.sendRegistrationOtp, { body })).status);
      }
      return {
        closed: signIns.includes(429) && codes.includes(429),
        seen: `Redis killed; 15 sign-ins from one address: ${runs(signIns)}; 15 code e-mails: ${runs(codes)}`,
      };
    },
  },
  {
    number: 9,
    title: 'anyone locks any account with 5 wrong passwords',
    // Guesses from many addresses, as a lockout attack spreads them: no per-address limit steps in.
    needs: 'many-addresses',
    async try(visitor) {
      const email = 'buyer@nivaas.test';
      const guesses: number[] = [];
      for (let i = 0; i < 5; i += 1)
        guesses.push(
          (await visitor.call('POST', apiPaths.login, { body: { email, password: 'Wrong@1234', role: 'Buyer' } }))
            .status,
        );
      const owner = { email, password: DEMO_PASSWORD, role: 'Buyer' };
      const asked = await visitor.call('POST', apiPaths.login, { body: owner });
      const otp = await visitor.codeSentTo(email).catch(() => null);
      const signedIn = otp ? await visitor.call('POST', apiPaths.login, { body: { ...owner, otp } }) : null;
      return {
        closed: signedIn?.status === 200,
        seen: `5 wrong: ${runs(guesses)}; the owner's password: ${asked.status} (${asked.json().message}); with the mailed code: ${signedIn?.status ?? 'no code mailed'}`,
      };
    },
  },
  {
    number: 10,
    title: 'one-time codes mailed to any address without a daily cap',
    needs: 'many-addresses',
    async try(visitor) {
      // Many client addresses (a botnet) have no per-address minute limit between them: the caps
      // per recipient domain are what is left.
      const statuses: number[] = [];
      for (let i = 0; i < 205; i += 1) {
        const body = { email: `staff${i}@victim-company.example`, role: 'Buyer' };
        statuses.push((await visitor.call('POST', apiPaths.sendRegistrationOtp, { body })).status);
      }
      return {
        closed: statuses.slice(0, 200).every((s) => s === 200) && statuses.slice(200).every((s) => s === 429),
        seen: `205 codes to one company's domain: ${runs(statuses)}`,
      };
    },
  },
];
