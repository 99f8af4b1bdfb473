import { builderProfileUpdateSchema, type BuilderProfile, type BuilderProfileUpdateInput } from '@/api/contract';

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
export type ProfileErrors = Partial<Record<ProfileField, string>>;

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

const formFields = new Set<string>([
  'name',
  'companyName',
  'tagline',
  'phone',
  'website',
  'about',
  'companyEstablished',
  'companyAddress',
  'expertise',
  'username',
]);
const isFormField = (key: unknown): key is ProfileField => typeof key === 'string' && formFields.has(key);

/**
 * The same rules the server applies (builderProfileUpdateSchema): either the update to send, or
 * the first message of each field, to show beside it.
 */
export function checkProfile(
  values: ProfileFormValues,
): { ok: true; update: BuilderProfileUpdateInput } | { ok: false; errors: ProfileErrors } {
  const update: BuilderProfileUpdateInput = { ...values, expertise: values.expertise };
  const parsed = builderProfileUpdateSchema.safeParse(update);
  if (parsed.success) return { ok: true, update };
  const errors: ProfileErrors = {};
  for (const issue of parsed.error.issues) {
    const [field] = issue.path;
    if (isFormField(field)) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
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
