import { z } from 'zod';
import { indianMobileSchema, type BuilderProfile } from '@/api/contract';
import type { BuilderProfileRow, UserRow } from '../db/schema';
import type { MediaStorage } from '../media/storage';

/** An empty text clears a field. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep it under ${max} characters`)
    .transform((value) => value || null)
    .optional();

/** Only web addresses: a profile link must never run script (javascript: URLs). */
const websiteSchema = z
  .string()
  .trim()
  .transform((value) => (value && !/^https?:\/\//i.test(value) ? `https://${value}` : value))
  .refine((value) => !value || URL.canParse(value), 'Please enter a valid website address')
  .transform((value) => value || null);

export const USERNAME_RULE = 'A username has 3 to 40 lowercase letters, digits or hyphens';

/** PUT /api/builder/me/profile: what the edit-profile screen may change (absent fields stay). */
export const builderProfileUpdateSchema = z.object({
  name: z.string().trim().min(2, 'Please enter your full name').max(100, 'Name is too long').optional(),
  phone: indianMobileSchema.optional(),
  username: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$/, USERNAME_RULE)
    .optional(),
  companyName: optionalText(120),
  tagline: optionalText(160),
  website: websiteSchema.optional(),
  about: optionalText(4000),
  companyEstablished: z
    .union([z.string(), z.number().int()])
    .transform((value) => String(value).trim() || null)
    .refine((value) => value === null || /^\d{4}$/.test(value), 'Please enter the year the company was established')
    .optional(),
  companyAddress: optionalText(300),
  expertise: z.array(z.string().trim().min(1).max(60)).max(20, 'At most 20 areas of expertise').optional(),
});
export type BuilderProfileUpdate = z.output<typeof builderProfileUpdateSchema>;

/** The public profile (SPEC 3): missing fields are left out, so the portfolio shows its defaults. */
export function toBuilderProfile(
  user: UserRow,
  profile: BuilderProfileRow | undefined,
  storage: MediaStorage,
): BuilderProfile {
  const present = <K extends string>(key: K, value: string | null | undefined) => (value ? { [key]: value } : {});
  return {
    _id: user.id,
    username: user.username ?? '',
    name: user.name,
    ...present('companyName', profile?.companyName),
    ...present('tagline', profile?.tagline),
    ...present('profilePhoto', profile?.profilePhoto && storage.url(profile.profilePhoto)),
    ...present('phone', user.phone),
    email: user.email,
    ...present('website', profile?.website),
    ...present('about', profile?.about),
    ...present('companyEstablished', profile?.companyEstablished),
    ...present('companyAddress', profile?.companyAddress),
    ...(profile && profile.expertise.length > 0 ? { expertise: profile.expertise } : {}),
  };
}
