import { z } from 'zod';
import { indianMobileSchema } from './users';
import { companyNameSchema } from './companyName';
import { responseTimeSchema } from './responseTime';
import { lazySchema } from './lazySchema';

export { COMPANY_NAME_REQUIRED } from './companyName';

/** docs/portfolio.md#builder-profile: the public builder profile. Every field but the ids may be missing. */
export const builderProfileSchema = lazySchema(() =>
  z.object({
    _id: z.string(),
    username: z.string(),
    name: z.string(),
    companyName: z.string().optional(),
    tagline: z.string().optional(),
    profilePhoto: z.string().optional(),
    phone: z.string().optional(),
    email: z.string().optional(),
    website: z.string().optional(),
    about: z.string().optional(),
    companyEstablished: z.union([z.string(), z.number()]).optional(),
    companyAddress: z.string().optional(),
    expertise: z.array(z.string()).optional(),
    /** docs/leads.md#response-time: how soon the builder usually replies; absent while hidden. */
    responseTime: responseTimeSchema.optional(),
  }),
);
export type BuilderProfile = z.infer<typeof builderProfileSchema>;

/** An empty text clears a field. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep it under ${max} characters`)
    .transform((value) => value || null)
    .optional();

/** Only web addresses: a profile link must never run script (javascript: URLs). */
const websiteSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .transform((value) => (value && !/^https?:\/\//i.test(value) ? `https://${value}` : value))
    // Browsers' URL parsers accept spaces in a host that Node's refuses: refused here on both sides.
    .refine((value) => !value || (!/\s/.test(value) && URL.canParse(value)), 'Please enter a valid website address')
    .transform((value) => value || null),
);

/** The oldest firm a builder could name, and the message beside a year out of reach. */
export const EARLIEST_ESTABLISHED = 1800;
export const ESTABLISHED_RANGE = `Please enter a year from ${EARLIEST_ESTABLISHED} to this year`;

export const USERNAME_RULE = 'A username has 3 to 40 lowercase letters, digits or hyphens';
export const USERNAME_TAKEN = 'This username is taken';
export const MAX_EXPERTISE = 20;

/**
 * PUT /api/builder/me/profile: what the edit-profile screen may change (absent fields stay).
 * The one rule set: the edit form shows these messages beside its fields, the server refuses with them.
 */
export const builderProfileUpdateSchema = lazySchema(() =>
  z.object({
    name: z.string().trim().min(2, 'Please enter your full name').max(100, 'Name is too long').optional(),
    phone: indianMobileSchema.optional(),
    username: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$/, USERNAME_RULE)
      .optional(),
    companyName: companyNameSchema.optional(),
    tagline: optionalText(160),
    website: websiteSchema.optional(),
    about: optionalText(4000),
    companyEstablished: z
      .union([z.string(), z.number().int()])
      .transform((value) => String(value).trim() || null)
      .refine((value) => value === null || /^\d{4}$/.test(value), 'Please enter the year the company was established')
      .refine(
        (value) =>
          value === null ||
          !/^\d{4}$/.test(value) ||
          (Number(value) >= EARLIEST_ESTABLISHED && Number(value) <= new Date().getFullYear()),
        ESTABLISHED_RANGE,
      )
      .optional(),
    companyAddress: optionalText(300),
    expertise: z
      .array(z.string().trim().min(1).max(60, 'Please keep each area of expertise under 60 characters'))
      .max(MAX_EXPERTISE, `At most ${MAX_EXPERTISE} areas of expertise`)
      .optional(),
  }),
);
/** What the form sends. */
export type BuilderProfileUpdateInput = z.input<typeof builderProfileUpdateSchema>;
/** What the server saves: blanks are null. */
export type BuilderProfileUpdate = z.output<typeof builderProfileUpdateSchema>;
