import type { BuilderProfile } from '@/api/contract';
import { responseTimeText } from '@/entities/owner';

// The builder read model (docs/architecture.md#layer-rules): how every feature names a builder.

/** docs/portfolio.md#display-name: the company name, else the builder's name. */
export const displayName = (builder: Pick<BuilderProfile, 'companyName' | 'name'>) =>
  builder.companyName?.trim() || builder.name;

/** docs/portfolio.md#portfolio-header: the tagline, by default 'Professional Builder & Developer'. */
export const taglineOf = (builder: Pick<BuilderProfile, 'tagline'>) =>
  builder.tagline?.trim() || 'Professional Builder & Developer';

/**
 * docs/portfolio.md#portfolio-header: what the head of a builder's page shows (a ProfileHeader's
 * fields): photo or initials, 'Verified Builder', name, tagline and the contact links. The
 * portfolio shows it, and the edit-profile form previews it.
 */
export const builderHeaderOf = (builder: BuilderProfile) => ({
  name: displayName(builder),
  tagline: taglineOf(builder),
  photo: builder.profilePhoto,
  badge: 'Verified Builder',
  // docs/leads.md#response-time: shown only when the server sends it.
  note: responseTimeText(builder.responseTime),
  phone: builder.phone,
  email: builder.email,
  website: builder.website,
});
