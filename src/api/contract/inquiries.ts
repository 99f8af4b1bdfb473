import { z } from 'zod';
import { messagesOf, type FieldMessages } from '@/lib/fieldMessages';
import { emailSchema, indianMobileSchema } from './users';

/** Issue #9: a signed-in Buyer's question about an approved listing; the poster answers it outside the app. */
export const inquiryStates = ['new', 'read', 'replied'] as const;
export type InquiryState = (typeof inquiryStates)[number];
export const inquiryStateLabels: Record<InquiryState, string> = { new: 'New', read: 'Read', replied: 'Replied' };

export const MAX_INQUIRY_MESSAGE_LENGTH = 1000;

/** POST /api/properties/{id}/inquiries. email is optional: the buyer's account e-mail is used without it. */
export const inquiryRequestSchema = z.object({
  name: z.string().trim().min(2, 'Please enter your name').max(100, 'Name is too long'),
  phone: indianMobileSchema,
  message: z
    .string()
    .trim()
    .min(1, 'Please enter a message')
    .max(MAX_INQUIRY_MESSAGE_LENGTH, `Please keep the message under ${MAX_INQUIRY_MESSAGE_LENGTH} characters`),
  email: z
    .union([z.literal(''), emailSchema])
    .optional()
    .transform((value) => value || undefined),
});
export type InquiryRequest = z.input<typeof inquiryRequestSchema>;
export type ParsedInquiryRequest = z.infer<typeof inquiryRequestSchema>;
export type InquiryFieldKey = 'name' | 'phone' | 'message' | 'email';

/** Field -> its first message, for the inquiry form; the server answers 400 with the first of them. */
export const inquiryFieldErrors = (values: InquiryRequest): FieldMessages<InquiryFieldKey> =>
  messagesOf(inquiryRequestSchema, values);

/** An inquiry as its listing's owner sees it (GET /api/me/inquiries, newest first). */
export const inquirySchema = z.object({
  _id: z.string(),
  listingId: z.string(),
  listingTitle: z.string(),
  buyer: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  message: z.string(),
  state: z.enum(inquiryStates),
  createdAt: z.string(),
});
export type Inquiry = z.infer<typeof inquirySchema>;
export const inquiryListSchema = z.array(inquirySchema);

/** PATCH /api/inquiries/{id}: the owner marks an inquiry read or replied (or new again). */
export const inquiryUpdateSchema = z.object({ state: z.enum(inquiryStates) });
export type InquiryUpdate = z.infer<typeof inquiryUpdateSchema>;
