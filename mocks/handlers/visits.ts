import { HttpResponse } from 'msw';
import type { InterestKind } from '@/api/contract/leads';
import {
  bookVisitSchema,
  cancelVisitSchema,
  rescheduleVisitSchema,
  visitingHoursSchema,
  visitMessages,
  visitOutcomeSchema,
  visitPaths,
} from '@/api/contract/visits';
import { accountOf } from '../db';
import { hoursKey, mockSlots, MOCK_VISIT_NOW, ownerOfProperty, toVisitOf, visitDb, type StoredVisit } from '../visits';
import { badRequest, endpoint, forbidden, unauthorized } from './scenario';

const refused = (status: number, message: string) => HttpResponse.json({ message }, { status });
const firstIssue = (error: { issues: { message: string }[] }) => badRequest(error.issues[0]?.message ?? '');
const body = (request: Request) => request.json().catch(() => null);

/** The slot a booking or a move asks for, checked as the server does. */
function slotRefusal(kind: InterestKind, id: string, startsAt: string) {
  const wanted = new Date(startsAt).toISOString();
  const slot = mockSlots(kind, id)
    .days.flatMap((d) => d.slots)
    .find((s) => s.startsAt === wanted);
  if (!slot || slot.state === 'past')
    return badRequest(
      Date.parse(wanted) <= MOCK_VISIT_NOW.getTime() || slot ? visitMessages.pastSlot : visitMessages.badSlot,
    );
  return slot.state === 'full' ? refused(409, visitMessages.fullSlot) : null;
}

function perKind(kind: InterestKind) {
  const hoursGet = endpoint('get', visitPaths.visitingHours(kind, ':id'), ({ request, params }) => {
    const viewer = accountOf(request);
    if (!viewer) return unauthorized();
    const property = ownerOfProperty(kind, String(params.id));
    if (!property) return refused(404, visitMessages.propertyNotFound);
    if (property.ownerId !== viewer._id) return forbidden(visitMessages.onlyOwner);
    return HttpResponse.json({
      hours: visitDb.hours.get(hoursKey(kind, String(params.id))) ?? null,
      title: property.title,
    });
  });
  const hoursPut = endpoint('put', visitPaths.visitingHours(kind, ':id'), async ({ request, params }) => {
    const viewer = accountOf(request);
    if (!viewer) return unauthorized();
    const parsed = visitingHoursSchema.safeParse(await body(request));
    if (!parsed.success) return firstIssue(parsed.error);
    const property = ownerOfProperty(kind, String(params.id));
    if (!property) return refused(404, visitMessages.propertyNotFound);
    if (property.ownerId !== viewer._id) return forbidden(visitMessages.onlyOwner);
    const hours = { ...parsed.data, days: [...new Set(parsed.data.days)].sort() };
    visitDb.hours.set(hoursKey(kind, String(params.id)), hours);
    return HttpResponse.json({ hours, title: property.title });
  });
  const slots = endpoint('get', visitPaths.visitSlots(kind, ':id'), ({ params }) =>
    ownerOfProperty(kind, String(params.id))
      ? HttpResponse.json(mockSlots(kind, String(params.id)))
      : refused(404, visitMessages.propertyNotFound),
  );
  const book = endpoint('post', visitPaths.bookVisit(kind, ':id'), async ({ request, params }) => {
    const viewer = accountOf(request);
    if (!viewer) return unauthorized();
    const parsed = bookVisitSchema.safeParse(await body(request));
    if (!parsed.success) return firstIssue(parsed.error);
    if (viewer.role !== 'Buyer') return forbidden(visitMessages.onlyBuyers);
    const id = String(params.id);
    const property = ownerOfProperty(kind, id);
    if (!property) return refused(404, visitMessages.propertyNotFound);
    if (!visitDb.hours.has(hoursKey(kind, id))) return refused(409, visitMessages.noHours);
    const refusal = slotRefusal(kind, id, parsed.data.startsAt);
    if (refusal) return refusal;
    if (visitDb.visits.some((v) => v.buyerId === viewer._id && v.propertyId === id && v.state === 'booked'))
      return refused(409, visitMessages.alreadyBooked);
    const visit: StoredVisit = {
      _id: `visit-${visitDb.visits.length + 1}`,
      kind,
      propertyId: id,
      title: property.title,
      inquiryId: `inquiry-visit-${id}`,
      startsAt: new Date(parsed.data.startsAt).toISOString(),
      slotMinutes: visitDb.hours.get(hoursKey(kind, id))!.slotMinutes,
      state: 'booked',
      buyerName: viewer.name,
      ownerName: property.ownerName,
      started: false,
      buyerId: viewer._id,
      ownerId: property.ownerId,
    };
    visitDb.visits.push(visit);
    return HttpResponse.json(toVisitOf(visit, viewer._id), { status: 201 });
  });
  return { hoursGet, hoursPut, slots, book };
}

/** The viewer's visit and side, or the refusal. */
function visitOfViewer(request: Request, id: string) {
  const viewer = accountOf(request);
  if (!viewer) return { refusal: unauthorized() };
  const visit = visitDb.visits.find((v) => v._id === id && (v.buyerId === viewer._id || v.ownerId === viewer._id));
  return visit ? { visit, viewer } : { refusal: refused(404, visitMessages.notFound) };
}

const mine = endpoint('get', visitPaths.myVisits, ({ request }) => {
  const viewer = accountOf(request);
  if (!viewer) return unauthorized();
  const visits = visitDb.visits
    .filter((v) => v.buyerId === viewer._id || v.ownerId === viewer._id)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt))
    .map((v) => toVisitOf(v, viewer._id));
  return HttpResponse.json({ visits });
});

const reschedule = endpoint('post', visitPaths.rescheduleVisit(':id'), async ({ request, params }) => {
  const { visit, viewer, refusal } = visitOfViewer(request, String(params.id));
  if (refusal) return refusal;
  const parsed = rescheduleVisitSchema.safeParse(await body(request));
  if (!parsed.success) return firstIssue(parsed.error);
  const slot = slotRefusal(visit.kind, visit.propertyId, parsed.data.startsAt);
  if (slot) return slot;
  if (visit.state !== 'booked') return refused(409, visitMessages.notBooked);
  Object.assign(visit, {
    rescheduledFrom: visit.startsAt,
    startsAt: new Date(parsed.data.startsAt).toISOString(),
    reason: parsed.data.reason,
    changedBy: visit.buyerId === viewer._id ? 'buyer' : 'owner',
  });
  return HttpResponse.json(toVisitOf(visit, viewer._id));
});

const cancel = endpoint('post', visitPaths.cancelVisit(':id'), async ({ request, params }) => {
  const { visit, viewer, refusal } = visitOfViewer(request, String(params.id));
  if (refusal) return refusal;
  const parsed = cancelVisitSchema.safeParse(await body(request));
  if (!parsed.success) return firstIssue(parsed.error);
  if (visit.state !== 'booked') return refused(409, visitMessages.notBooked);
  Object.assign(visit, {
    state: 'cancelled',
    reason: parsed.data.reason,
    changedBy: visit.buyerId === viewer._id ? 'buyer' : 'owner',
  });
  return HttpResponse.json(toVisitOf(visit, viewer._id));
});

const outcome = endpoint('post', visitPaths.visitOutcome(':id'), async ({ request, params }) => {
  const { visit, viewer, refusal } = visitOfViewer(request, String(params.id));
  if (refusal) return refusal;
  const parsed = visitOutcomeSchema.safeParse(await body(request));
  if (!parsed.success) return firstIssue(parsed.error);
  if (visit.ownerId !== viewer._id) return forbidden(visitMessages.onlyOwnerMarks);
  if (visit.state !== 'booked') return refused(409, visitMessages.notBooked);
  if (!visit.started) return refused(409, visitMessages.notYet);
  visit.state = parsed.data.outcome;
  return HttpResponse.json(toVisitOf(visit, viewer._id));
});

const listing = perKind('listing');
const project = perKind('builder-project');
export const visits = { listing, project, mine, reschedule, cancel, outcome };

export const visitHandlers = [
  ...[listing, project].flatMap((k) => [k.hoursGet.ok, k.hoursPut.ok, k.slots.ok, k.book.ok]),
  mine.ok,
  reschedule.ok,
  cancel.ok,
  outcome.ok,
];
