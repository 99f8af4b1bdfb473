import { HttpResponse } from 'msw';
import { apiPaths } from '@/api/contract';
import { leadFilterSchema, leadMessages, leadUpdateSchema, type LeadList } from '@/api/contract/leads';
import { leadsCsv } from '@/api/contract/leadsCsv';
import { accountOf, db } from '../db';
import { changeLead, leadListOf } from '../leads';
import { badRequest, endpoint, forbidden, unauthorized } from './scenario';

/** Like the server's owner check: the signed-in Seller, Agent or Builder, or the answer that refuses. */
function ownerOf(request: Request) {
  const viewer = accountOf(request);
  if (!viewer) return { refusal: unauthorized() };
  return viewer.role === 'Buyer' ? { refusal: forbidden(leadMessages.onlyOwners) } : { viewer };
}

/** The query's filters, or the 400 the server gives a bad one. */
function filterOf(request: Request) {
  const parsed = leadFilterSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  return parsed.success ? { filter: parsed.data } : { refusal: badRequest(parsed.error.issues[0]?.message ?? '') };
}

const mine = endpoint('get', apiPaths.myLeads, ({ request }) => {
  const { viewer, refusal } = ownerOf(request);
  if (refusal) return refusal;
  const { filter, refusal: bad } = filterOf(request);
  return bad ?? HttpResponse.json(leadListOf(viewer._id, filter));
});

/** docs/leads.md#export */
const exported = endpoint('get', apiPaths.myLeadsExport, ({ request }) => {
  const { viewer, refusal } = ownerOf(request);
  if (refusal) return refusal;
  const { filter, refusal: bad } = filterOf(request);
  if (bad) return bad;
  return new HttpResponse(leadsCsv(leadListOf(viewer._id, filter).leads), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="nivaas-leads-2026-10-20.csv"',
    },
  });
});

const update = endpoint('patch', apiPaths.lead(':id'), async ({ request, params }) => {
  const { viewer, refusal } = ownerOf(request);
  if (refusal) return refusal;
  const lead = db.leads.find((l) => l._id === params.id && l.ownerId === viewer._id);
  const parsed = leadUpdateSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return badRequest(parsed.error.issues[0]?.message ?? '');
  if (!lead) return HttpResponse.json({ message: leadMessages.notFound }, { status: 404 });
  const stage = parsed.data.stage ?? lead.stage;
  if (stage === 'lost' && parsed.data.lostReason !== undefined && !parsed.data.lostReason.trim())
    return badRequest(leadMessages.lostNeedsReason);
  return HttpResponse.json(changeLead(lead, parsed.data));
});

const none: LeadList = { leads: [], properties: [], dueCount: 0 };

export const leads = {
  mine: { ...mine, empty: mine.answer(200, none) },
  exported,
  update,
};
