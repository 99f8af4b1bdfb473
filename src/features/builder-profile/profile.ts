import { builderProfileUpdateSchema, type BuilderProfile, type BuilderProfileUpdateInput } from '@/api/contract';
import { messagesOf, type CheckedForm, type FieldMessages } from '@/lib/fieldMessages';

/** docs/portfolio.md#builder-profile, docs/portfolio.md#profile-completeness: the builder profile fields a visitor reads, and what the completeness counts. */
const completenessFields: ReadonlyArray<[keyof BuilderProfile, string]> = [
  ['profilePhoto', 'Profile photo'],
  ['companyName', 'Company name'],
  ['tagline', 'Tagline'],
  ['phone', 'Phone'],
  ['email', 'Email'],
  ['website', 'Website'],
  ['about', 'About'],
  ['companyEstablished', 'Year established'],
  ['companyAddress', 'Company address'],
  ['expertise', 'Expertise'],
];

const isFilled = (value: BuilderProfile[keyof BuilderProfile]) =>
  Array.isArray(value) ? value.length > 0 : String(value ?? '').trim() !== '';

/** How much of the public profile is filled in, as a whole percent, and what is missing, in the order of docs/portfolio.md#profile-completeness. */
export function profileCompleteness(profile: BuilderProfile): { percent: number; missing: string[] } {
  const missing = completenessFields.filter(([key]) => !isFilled(profile[key])).map(([, label]) => label);
  const filled = completenessFields.length - missing.length;
  return { percent: Math.round((filled / completenessFields.length) * 100), missing };
}

/** The edit form's fields: text as typed, expertise as a list of chips. */
export interface ProfileFormValues {
  name: string;
  companyName: string;
  tagline: string;
  phone: string;
  website: string;
  about: string;
  companyEstablished: string;
  companyAddress: string;
  expertise: string[];
  username: string;
}
export type ProfileField = keyof ProfileFormValues;
export type ProfileErrors = FieldMessages<ProfileField>;

export function toFormValues(profile: BuilderProfile): ProfileFormValues {
  return {
    name: profile.name,
    companyName: profile.companyName ?? '',
    tagline: profile.tagline ?? '',
    phone: profile.phone ?? '',
    website: profile.website ?? '',
    about: profile.about ?? '',
    companyEstablished: profile.companyEstablished === undefined ? '' : String(profile.companyEstablished),
    companyAddress: profile.companyAddress ?? '',
    expertise: profile.expertise ?? [],
    username: profile.username,
  };
}

/**
 * The same rules the server applies (builderProfileUpdateSchema): either the update to send (as
 * typed: the server trims and parses it), or the first message of each field, to show beside it.
 */
export function checkProfile(values: ProfileFormValues): CheckedForm<BuilderProfileUpdateInput, ProfileField> {
  const update: BuilderProfileUpdateInput = { ...values };
  const errors = messagesOf(builderProfileUpdateSchema, update);
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: update };
}

/** What the public header shows while the form is edited: the saved profile with the typed values. */
export function previewOf(
  saved: BuilderProfile,
  values: ProfileFormValues,
  photoUrl: string | undefined,
): BuilderProfile {
  const text = (value: string) => value.trim() || undefined;
  return {
    ...saved,
    name: values.name.trim() || saved.name,
    companyName: text(values.companyName),
    tagline: text(values.tagline),
    phone: text(values.phone),
    website: text(values.website),
    profilePhoto: photoUrl,
  };
}
