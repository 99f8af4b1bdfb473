import { z } from 'zod';
import {
  checkBuilderCompany,
  emailSchema,
  otpSchema,
  passwordSchema,
  registerFieldsSchema,
  roles,
  withBuilderCompany,
} from '@/api/contract';
import { lazySchema } from '@/api/contract/lazySchema';

/** docs/auth.md#login: the role is chosen on the form, not guessed (its own message when it is not). */
const chosenRoleSchema = lazySchema(() => z.enum(roles, 'Please choose your role'));

/**
 * The sign-in form: each field's message before anything is sent. The mailed code (docs/auth.md#lockout)
 * only once the server asked for it; left empty, the sign-in asks the server for a new one.
 */
export const loginFormSchema = lazySchema(() =>
  z.object({
    email: emailSchema,
    password: z.string().min(1, 'Please enter your password'),
    role: chosenRoleSchema,
    otp: z.union([z.literal(''), otpSchema]).optional(),
  }),
);

/**
 * Registration's first step: the account's details, checked before the e-mail code is sent, with a
 * Builder's company name (docs/auth.md#registration); what it gives is what is sent.
 */
export const registrationDetailsSchema = lazySchema(() =>
  registerFieldsSchema
    .omit({ otp: true })
    .extend({ role: chosenRoleSchema })
    .superRefine(checkBuilderCompany)
    .transform(withBuilderCompany),
);

/** Forgot password: the e-mail, then the new password beside the mailed code. */
export const resetEmailSchema = lazySchema(() => z.object({ email: emailSchema }));
export const newPasswordSchema = lazySchema(() => z.object({ password: passwordSchema }));
