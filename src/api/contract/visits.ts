import { z } from 'zod';
import { indiaDay, interestKinds, type InterestKind } from './leads';
import { lazySchema } from './lazySchema';

/**
 * docs/leads.md#site-visits: an owner's visiting hours per listing or project, the slots they make
 * over the next days (India's days, on the app's clock), and the visits buyers book in them.
 */

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;
export const weekdayLabels: Record<number, string> = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
};
export const SLOT_MINUTES = [30, 45, 60, 90] as const;
export const MAX_VISITORS_PER_SLOT = 20;
/** How far ahead a buyer may book: today and the next 13 days in India. */
export const VISIT_DAYS_AHEAD = 14;
export const MAX_VISIT_REASON_LENGTH = 200;

export const visitMessages = {
  noDays: 'Choose at least one day of the week',
  badTime: 'Please enter a time as hh:mm, e.g. 10:00',
  toBeforeFrom: 'The visiting hours must end after they start',
  noSlotFits: 'The hours must fit at least one slot',
  badSlotLength: `Choose a slot length of ${SLOT_MINUTES.join(', ')} minutes`,
  badCapacity: `Please allow from 1 to ${MAX_VISITORS_PER_SLOT} visitors at once`,
  needsReason: 'Please give a reason',
  reasonTooLong: `Please keep the reason under ${MAX_VISIT_REASON_LENGTH} characters`,
  badSlot: 'Please choose one of the slots shown',
  pastSlot: 'This slot has passed. Please choose a later one.',
  fullSlot: 'This slot is full. Please choose another.',
  noHours: 'This property has no visiting hours yet',
  notFound: 'Visit not found',
  propertyNotFound: 'Property not found',
  onlyOwner: 'Only the owner sets the visiting hours',
  onlyBuyers: 'Visits are booked from buyer accounts.',
  alreadyBooked: 'You already have a visit booked here. Reschedule it instead.',
  notBooked: 'This visit is no longer booked',
  onlyOwnerMarks: 'Only the owner marks a visit',
  notYet: 'A visit is marked after its time',
  badOutcome: 'Choose visited or no-show',
} as const;

const timeOfDay = lazySchema(() => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, visitMessages.badTime));
/** Minutes since midnight of an 'hh:mm'. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const visitingHoursSchema = lazySchema(() =>
  z
    .object({
      days: z
        .array(z.number().int().min(1, visitMessages.noDays).max(7, visitMessages.noDays), visitMessages.noDays)
        .min(1, visitMessages.noDays)
        .max(7, visitMessages.noDays),
      from: timeOfDay,
      to: timeOfDay,
      slotMinutes: z.union(
        SLOT_MINUTES.map((m) => z.literal(m)),
        visitMessages.badSlotLength,
      ),
      capacity: z
        .number(visitMessages.badCapacity)
        .int(visitMessages.badCapacity)
        .min(1, visitMessages.badCapacity)
        .max(MAX_VISITORS_PER_SLOT, visitMessages.badCapacity),
    })
    .check((ctx) => {
      const { from, to, slotMinutes } = ctx.value;
      if (!/^\d\d:\d\d$/.test(from) || !/^\d\d:\d\d$/.test(to)) return;
      const length = minutesOf(to) - minutesOf(from);
      if (length <= 0)
        ctx.issues.push({ code: 'custom', path: ['to'], message: visitMessages.toBeforeFrom, input: ctx.value });
      else if (length < slotMinutes)
        ctx.issues.push({ code: 'custom', path: ['to'], message: visitMessages.noSlotFits, input: ctx.value });
    }),
);
export type VisitingHours = z.infer<typeof visitingHoursSchema>;

/** GET …/visiting-hours: the owner's hours, or null when none are set. */
export const visitingHoursAnswerSchema = lazySchema(() =>
  z.object({ hours: visitingHoursSchema.nullable(), title: z.string() }),
);
export type VisitingHoursAnswer = z.infer<typeof visitingHoursAnswerSchema>;

export const slotStates = ['free', 'full', 'past'] as const;
export type SlotState = (typeof slotStates)[number];
export const slotSchema = lazySchema(() =>
  z.object({
    startsAt: z.string(),
    state: z.enum(slotStates),
    seatsLeft: z.number().int().min(0),
  }),
);
export type Slot = z.infer<typeof slotSchema>;
/** GET …/visit-slots: the next VISIT_DAYS_AHEAD days in India with their slots (days with none left out). */
export const slotListSchema = lazySchema(() =>
  z.object({
    hasHours: z.boolean(),
    days: z.array(z.object({ day: z.string(), slots: z.array(slotSchema) })),
  }),
);
export type SlotList = z.infer<typeof slotListSchema>;

export const visitStates = ['booked', 'cancelled', 'visited', 'no-show'] as const;
export type VisitState = (typeof visitStates)[number];
export const visitStateLabels: Record<VisitState, string> = {
  booked: 'Booked',
  cancelled: 'Cancelled',
  visited: 'Visited',
  'no-show': 'No-show',
};

export const visitSchema = lazySchema(() =>
  z.object({
    _id: z.string(),
    kind: z.enum(interestKinds),
    propertyId: z.string(),
    title: z.string(),
    inquiryId: z.string(),
    startsAt: z.string(),
    slotMinutes: z.number().int(),
    state: z.enum(visitStates),
    /** Set once it was moved: the slot it had before. */
    rescheduledFrom: z.string().optional(),
    /** The reason of the last reschedule or the cancellation, and who gave it. */
    reason: z.string().optional(),
    changedBy: z.enum(['buyer', 'owner']).optional(),
    buyerName: z.string(),
    ownerName: z.string(),
    /** The slot's time has come (on the server's clock): the owner may mark it visited or a no-show. */
    started: z.boolean(),
    /** Which side the reader is on: what they may do. */
    side: z.enum(['buyer', 'owner']),
  }),
);
export type Visit = z.infer<typeof visitSchema>;
export const visitListSchema = lazySchema(() => z.object({ visits: z.array(visitSchema) }));
export type VisitList = z.infer<typeof visitListSchema>;

const reasonSchema = lazySchema(() =>
  z
    .string(visitMessages.needsReason)
    .trim()
    .min(1, visitMessages.needsReason)
    .max(MAX_VISIT_REASON_LENGTH, visitMessages.reasonTooLong),
);
// A moment as 'yyyy-mm-ddThh:mm…' that Date reads; z.iso would add its parser to every page's zod.
const startsAtSchema = lazySchema(() =>
  z
    .string(visitMessages.badSlot)
    .max(40, visitMessages.badSlot)
    .refine(
      (value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value)),
      visitMessages.badSlot,
    ),
);

export const bookVisitSchema = lazySchema(() => z.object({ startsAt: startsAtSchema }));
export const rescheduleVisitSchema = lazySchema(() => z.object({ startsAt: startsAtSchema, reason: reasonSchema }));
export const cancelVisitSchema = lazySchema(() => z.object({ reason: reasonSchema }));
export const visitOutcomeSchema = lazySchema(() =>
  z.object({ outcome: z.enum(['visited', 'no-show'], visitMessages.badOutcome) }),
);
export type VisitOutcome = z.infer<typeof visitOutcomeSchema>['outcome'];

const propertyBase = (kind: InterestKind) => (kind === 'listing' ? '/api/properties' : '/api/builder-properties');
const at = (kind: InterestKind, id: string, tail: string) => `${propertyBase(kind)}/${encodeURIComponent(id)}/${tail}`;
/** docs/api.md#calls-visits. */
export const visitPaths = {
  /** GET (the owner), PUT: a property's visiting hours. */
  visitingHours: (kind: InterestKind, id: string) => at(kind, id, 'visiting-hours'),
  /** GET (anyone): the slots of the next days; POST …/visits: a buyer books one. */
  visitSlots: (kind: InterestKind, id: string) => at(kind, id, 'visit-slots'),
  bookVisit: (kind: InterestKind, id: string) => at(kind, id, 'visits'),
  /** GET: the signed-in person's visits, as buyer or as owner. */
  myVisits: '/api/me/visits',
  rescheduleVisit: (id: string) => `/api/visits/${encodeURIComponent(id)}/reschedule`,
  cancelVisit: (id: string) => `/api/visits/${encodeURIComponent(id)}/cancel`,
  visitOutcome: (id: string) => `/api/visits/${encodeURIComponent(id)}/outcome`,
} as const;

const IST_OFFSET_MS = 330 * 60_000;
/** India has one offset all year: a day's 'hh:mm' there as a moment. */
export const indiaMoment = (day: string, minutes: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + minutes * 60_000 - IST_OFFSET_MS);
/** The ISO weekday (1 Monday … 7 Sunday) of a 'yyyy-mm-dd'. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
/** The day `n` days after a 'yyyy-mm-dd'. */
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The slots the hours make over VISIT_DAYS_AHEAD days from `now`'s day in India, with how many
 * visits each holds already (`booked`, by the slot's ISO moment): one rule for the server and mocks.
 */
export function slotsOf(hours: VisitingHours, now: Date, booked: ReadonlyMap<string, number>): SlotList['days'] {
  const today = indiaDay(now);
  const days: SlotList['days'] = [];
  for (let n = 0; n < VISIT_DAYS_AHEAD; n += 1) {
    const day = addDays(today, n);
    if (!hours.days.includes(weekdayOf(day))) continue;
    const slots: Slot[] = [];
    for (let m = minutesOf(hours.from); m + hours.slotMinutes <= minutesOf(hours.to); m += hours.slotMinutes) {
      const startsAt = indiaMoment(day, m).toISOString();
      const seatsLeft = Math.max(0, hours.capacity - (booked.get(startsAt) ?? 0));
      const state: SlotState = Date.parse(startsAt) <= now.getTime() ? 'past' : seatsLeft === 0 ? 'full' : 'free';
      slots.push({ startsAt, state, seatsLeft: state === 'past' ? 0 : seatsLeft });
    }
    days.push({ day, slots });
  }
  return days;
}
