import { HttpResponse } from 'msw';
import {
  apiPaths,
  MAX_SAVED_SEARCHES,
  savedSearchMessages,
  savedSearchQuery,
  savedSearchRequestSchema,
  savedSearchUpdateSchema,
  unsubscribeRequestSchema,
} from '@/api/contract';
import { accountOf, db, mockNow } from '../db';
import { aSavedSearch, MOCK_UNSUBSCRIBE_SIGNATURE } from '../factories';
import { badRequest, endpoint, idempotentEndpoint, forbidden, unauthorized } from './scenario';

/** Like the server: the signed-in Buyer, or the answer that refuses. */
function buyerOf(request: Request) {
  const viewer = accountOf(request);
  if (!viewer) return { refusal: unauthorized() };
  return viewer.role === 'Buyer' ? { viewer } : { refusal: forbidden(savedSearchMessages.onlyBuyers) };
}

const notFound = () => HttpResponse.json({ message: savedSearchMessages.notFound }, { status: 404 });
const listOf = (userId: string) => ({
  savedSearches: db.savedSearches.filter((s) => s.userId === userId).map(({ userId: _userId, ...search }) => search),
});

const list = endpoint('get', apiPaths.savedSearches, ({ request }) => {
  const { viewer, refusal } = buyerOf(request);
  return refusal ?? HttpResponse.json(listOf(viewer._id));
});

const save = idempotentEndpoint('post', apiPaths.savedSearches, async ({ request }) => {
  const { viewer, refusal } = buyerOf(request);
  if (refusal) return refusal;
  const parsed = savedSearchRequestSchema.safeParse(await request.json());
  if (!parsed.success) return badRequest(parsed.error.issues[0]!.message);
  const query = savedSearchQuery(parsed.data.query);
  if (query === null) return badRequest(savedSearchMessages.badQuery);
  if (listOf(viewer._id).savedSearches.some((s) => s.query === query))
    return HttpResponse.json({ message: savedSearchMessages.alreadySaved }, { status: 409 });
  if (listOf(viewer._id).savedSearches.length >= MAX_SAVED_SEARCHES)
    return HttpResponse.json({ message: savedSearchMessages.limitReached }, { status: 409 });
  const { userId: _userId, ...search } = aSavedSearch({
    userId: viewer._id,
    name: parsed.data.name,
    query,
    createdAt: mockNow(),
  });
  db.savedSearches.unshift({ ...search, userId: viewer._id });
  return HttpResponse.json(search, { status: 201 });
});

const update = endpoint('patch', apiPaths.savedSearch(':id'), async ({ request, params }) => {
  const { viewer, refusal } = buyerOf(request);
  if (refusal) return refusal;
  const parsed = savedSearchUpdateSchema.safeParse(await request.json());
  if (!parsed.success) return badRequest(parsed.error.issues[0]!.message);
  const search = db.savedSearches.find((s) => s._id === params.id && s.userId === viewer._id);
  if (!search) return notFound();
  search.alerts = parsed.data.alerts;
  const { userId: _userId, ...answer } = search;
  return HttpResponse.json(answer);
});

const remove = endpoint('delete', apiPaths.savedSearch(':id'), ({ request, params }) => {
  const { viewer, refusal } = buyerOf(request);
  if (refusal) return refusal;
  const before = db.savedSearches.length;
  db.savedSearches = db.savedSearches.filter((s) => !(s._id === params.id && s.userId === viewer._id));
  return db.savedSearches.length === before ? notFound() : new HttpResponse(null, { status: 204 });
});

/** The mocks sign a token as `{id}.{MOCK_UNSUBSCRIBE_SIGNATURE}`; anything else is a bad link, as on the server. */
const unsubscribe = endpoint('post', apiPaths.unsubscribeAlerts, async ({ request }) => {
  const parsed = unsubscribeRequestSchema.safeParse(await request.json());
  if (!parsed.success) return badRequest(parsed.error.issues[0]!.message);
  const search = db.savedSearches.find((s) => parsed.data.token === `${s._id}.${MOCK_UNSUBSCRIBE_SIGNATURE}`);
  if (!search) return badRequest(savedSearchMessages.badUnsubscribeLink);
  search.alerts = false;
  return HttpResponse.json({ name: search.name });
});

export const savedSearches = {
  list: { ...list, empty: list.answer(200, { savedSearches: [] }) },
  save: { ...save, limitReached: save.answer(409, { message: savedSearchMessages.limitReached }) },
  update,
  remove,
  unsubscribe,
};
