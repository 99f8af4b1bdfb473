import type { BuilderProfile } from '@/api/contract';
import type { BuilderProfileRow, UserRow } from '../db/schema';
import { shownResponseTime } from '../accounts/responseTime';
import type { MediaStorage } from '../media/storage';

/** The public profile (docs/portfolio.md#builder-profile): missing fields are left out, so the portfolio shows its defaults. */
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
    ...shownResponseTime(user),
  };
}
