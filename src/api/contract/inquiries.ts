import { z } from 'zod';
import { messagesOf, type FieldMessages } from '@/lib/fieldMessages';
import { emailSchema, indianMobileSchema } from './users';
import { listingPurposes, listingTypes, posterRoles } from './listingChoices';
import { reviewStates } from './builderProject';
import { listingStatuses } from './freshnessRules';
import { lazySchema } from './lazySchema';

/**
 * Issue #9, #21: a signed-in Buyer's question about an approved listing, and the short thread that
 * follows it inside Nivaas (docs/listings.md#inquiry-thread). Neither side gets the other's e-mail;
 * the poster gets the buyer's phone only while the buyer shares it (docs/listings.md#inquiry-phone-consent).
 */
export const inquiryStates = ['new', 'read', 'replied'] as const;
export type InquiryState = (typeof inquiryStates)[number];
export const inquiryStateLabels: Record<InquiryState, string> = { new: 'New', read: 'Read', replied: 'Replied' };

export const MAX_INQUIRY_MESSAGE_LENGTH = 1000;
/** docs/listings.md#inquiry-thread: a thread is short; past this a new inquiry starts a new one. */
export const MAX_THREAD_MESSAGES = 50;
/** docs/listings.md#inquiry-thread: one person writes at most this many thread messages an hour (all threads together). */
export const THREAD_MESSAGES_PER_HOUR = 30;

export const inquiryMessages = {
  threadFull: `This conversation has reached ${MAX_THREAD_MESSAGES} messages. Please send a new inquiry.`,
  notShared: 'Your phone number is not shared with this seller',
  tooManyMessages: 'You have sent too many messages. Please try again later.',
} as const;

const messageTextSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .min(1, 'Please enter a message')
    .max(MAX_INQUIRY_MESSAGE_LENGTH, `Please keep the message under ${MAX_INQUIRY_MESSAGE_LENGTH} characters`),
);

/**
 * POST /api/properties/{id}/inquiries. `sharePhone` (unticked by default) is the buyer's consent:
 * only then is `phone` required, kept and shown to the poster. `email` is still accepted (older
 * clients send it) and checked, but never kept: replies come inside Nivaas.
 */
export const inquiryRequestSchema = lazySchema(() =>
  z
    .object({
      name: z.string().trim().min(2, 'Please enter your name').max(100, 'Name is too long'),
      sharePhone: z.boolean().optional().default(false),
      phone: z.union([z.literal(''), indianMobileSchema]).optional(),
      message: messageTextSchema,
      email: z.union([z.literal(''), emailSchema]).optional(),
    })
    .check((ctx) => {
      if (ctx.value.sharePhone && !ctx.value.phone)
        ctx.issues.push({
          code: 'custom',
          path: ['phone'],
          message: 'Please enter a valid 10-digit Indian mobile number',
          input: ctx.value.phone,
        });
    }),
);
export type InquiryRequest = z.input<typeof inquiryRequestSchema>;
export type ParsedInquiryRequest = z.infer<typeof inquiryRequestSchema>;
export type InquiryFieldKey = 'name' | 'phone' | 'message' | 'email';

/** Field -> its first message, for the inquiry form; the server answers 400 with the first of them. */
export const inquiryFieldErrors = (values: InquiryRequest): FieldMessages<InquiryFieldKey> =>
  messagesOf(inquiryRequestSchema, values);

/** One message of a thread after the inquiry's first: who wrote it (the buyer or the poster) and when. */
export const threadMessageSchema = lazySchema(() =>
  z.object({
    _id: z.string(),
    from: z.enum(['buyer', 'poster']),
    authorName: z.string(),
    text: z.string(),
    createdAt: z.string(),
  }),
);
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

/** POST /api/inquiries/{id}/messages, by the inquiry's buyer or its listing's owner. */
export const threadMessageRequestSchema = lazySchema(() => z.object({ text: messageTextSchema }));
export type ThreadMessageRequest = z.input<typeof threadMessageRequestSchema>;

/**
 * An inquiry as its listing's owner sees it (GET /api/me/inquiries, newest first): the buyer's name,
 * and their phone with the time they shared it only while they share it.
 */
export const inquirySchema = lazySchema(() =>
  z.object({
    _id: z.string(),
    listingId: z.string(),
    listingTitle: z.string(),
    buyer: z.object({ name: z.string(), phone: z.string().optional(), phoneSharedAt: z.string().optional() }),
    message: z.string(),
    state: z.enum(inquiryStates),
    createdAt: z.string(),
    thread: z.array(threadMessageSchema),
  }),
);
export type Inquiry = z.infer<typeof inquirySchema>;
export const inquiryListSchema = lazySchema(() => z.array(inquirySchema));

/**
 * An inquiry as its buyer sees it (GET /api/me/sent-inquiries, newest first): the poster's name and
 * role (never their phone or e-mail), what the buyer shares, and how many replies are new to them.
 */
export const sentInquirySchema = lazySchema(() =>
  z.object({
    _id: z.string(),
    /**
     * docs/leads.md#ask-the-builder: a listing's or a builder project's inquiry; `listingId` and
     * `listingTitle` are the property's id and title (a project's name) for either.
     */
    kind: z.enum(['listing', 'builder-project']),
    listingId: z.string(),
    listingTitle: z.string(),
    poster: z.object({ name: z.string(), role: z.enum([...posterRoles, 'Builder']) }),
    message: z.string(),
    createdAt: z.string(),
    sharedPhone: z.string().optional(),
    phoneSharedAt: z.string().optional(),
    thread: z.array(threadMessageSchema),
    unreadReplies: z.number().int().min(0),
    /**
     * Where the listing stands now (docs/listings.md#buyer-inquiries): the thread tells its buyer when it
     * was sold, rented out or withdrawn (docs/review.md#status-said-once), and still points at it.
     */
    listingReviewState: z.enum(reviewStates),
    listingStatus: z.enum(listingStatuses),
    /**
     * What a search for similar properties looks for, offered once the listing has left
     * (docs/listings.md#buyer-inquiries); a project's inquiry has none.
     */
    similarTo: z
      .object({
        city: z.string(),
        propertyType: z.enum(listingTypes),
        bhk: z.number().int().optional(),
        purpose: z.enum(listingPurposes),
      })
      .optional(),
  }),
);
export type SentInquiry = z.infer<typeof sentInquirySchema>;
export const sentInquiryListSchema = lazySchema(() => z.array(sentInquirySchema));

/**
 * GET /api/me/sent-inquiries/unread: replies the buyer has not seen yet; GET /api/me/inquiries/unread:
 * new inquiries and buyer messages the poster has not seen yet. For the top bar.
 */
export const unreadRepliesSchema = lazySchema(() => z.object({ count: z.number().int().min(0) }));
export type UnreadReplies = z.infer<typeof unreadRepliesSchema>;

/** PUT /api/inquiries/{id}/phone-consent: the buyer shares their number with the poster (again). */
export const phoneConsentRequestSchema = lazySchema(() => z.object({ phone: indianMobileSchema }));
export type PhoneConsentRequest = z.input<typeof phoneConsentRequestSchema>;

/** PATCH /api/inquiries/{id}: the owner marks an inquiry read or replied (or new again). */
export const inquiryUpdateSchema = lazySchema(() => z.object({ state: z.enum(inquiryStates) }));
export type InquiryUpdate = z.infer<typeof inquiryUpdateSchema>;
