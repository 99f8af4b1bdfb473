import { z } from 'zod';

/** SPEC 3: the public builder profile. Every field but the ids may be missing. */
export const builderProfileSchema = z.object({
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
});
export type BuilderProfile = z.infer<typeof builderProfileSchema>;
