import { HttpResponse } from 'msw';
import { addFavouriteRequestSchema, apiPaths } from '@/api/contract';
import { db } from '../db';
import { aFavourite } from '../factories';
import { badRequest, endpoint, unauthorized } from './scenario';

const list = endpoint('get', apiPaths.favourites, ({ request }) =>
  request.headers.get('authorization') ? HttpResponse.json({ favorites: db.favourites }) : unauthorized(),
);

const add = endpoint('post', apiPaths.favourites, async ({ request }) => {
  if (!request.headers.get('authorization')) return unauthorized();
  const parsed = addFavouriteRequestSchema.safeParse(await request.json());
  if (!parsed.success) return badRequest('propertyId is required');
  if (!db.favourites.some((p) => p._id === parsed.data.propertyId))
    db.favourites.push(aFavourite({ _id: parsed.data.propertyId }));
  return HttpResponse.json({ favorites: db.favourites }, { status: 201 });
});

const remove = endpoint('delete', apiPaths.favourite(':propertyId'), ({ request, params }) => {
  if (!request.headers.get('authorization')) return unauthorized();
  const before = db.favourites.length;
  db.favourites = db.favourites.filter((p) => p._id !== params.propertyId);
  if (db.favourites.length === before) return HttpResponse.json({ message: 'Favourite not found' }, { status: 404 });
  return HttpResponse.json({ favorites: db.favourites });
});

export const favourites = {
  list: { ...list, empty: list.answer(200, { favorites: [] }) },
  add,
  remove: { ...remove, notFound: remove.answer(404, { message: 'Favourite not found' }) },
};
