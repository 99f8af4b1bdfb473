import { HttpResponse, type HttpResponseResolver } from 'msw';
import { apiPaths, projectMessages, rejectRequestSchema, withProjectRateFlag, type ReviewState } from '@/api/contract';
import { db } from '../db';
import { decideRevision, waitingRevision, waitingSince } from '../revisions';
import { badRequest, endpoint, ownItemRefusal, staffOf } from './scenario';

/** New projects and live projects' waiting edits, the longest-waiting first, with their builders. */
const queue = endpoint('get', apiPaths.reviewQueue, ({ request }) => {
  const { refusal } = staffOf(request, projectMessages.onlyStaff);
  if (refusal) return refusal;
  const waiting = db.projects
    .filter((p) => p.reviewState === 'pending_review' || waitingRevision(p))
    .toSorted((a, b) => waitingSince(a).localeCompare(waitingSince(b)));
  return HttpResponse.json(
    waiting.map((project) => {
      const owner = db.accounts.find((a) => a._id === project.postedBy);
      const name = owner?.name ?? 'Unknown builder';
      return withProjectRateFlag({
        ...project,
        builder: { name, email: owner?.email ?? '', username: owner?.username ?? null },
      });
    }),
  );
});

function decide(state: ReviewState): HttpResponseResolver {
  return async ({ request, params }) => {
    const { refusal, account } = staffOf(request, projectMessages.onlyStaff);
    if (refusal) return refusal;
    let reason: string | undefined;
    if (state === 'rejected') {
      const parsed = rejectRequestSchema.safeParse(await request.json().catch(() => null));
      if (!parsed.success) return badRequest(parsed.error.issues[0]?.message ?? 'Please give the builder a reason');
      reason = parsed.data.reason;
    }
    const index = db.projects.findIndex((p) => p._id === params.id);
    const project = db.projects[index];
    if (!project) return HttpResponse.json({ message: projectMessages.notFound }, { status: 404 });
    const own = ownItemRefusal(account, project.postedBy);
    if (own) return own;
    // docs/review.md#revisions: a live project's waiting edit is what staff decide on.
    if (waitingRevision(project)) {
      db.projects[index] = decideRevision(project, { state: state === 'approved' ? 'approved' : 'rejected', reason });
      return HttpResponse.json(db.projects[index]);
    }
    if (project.reviewState !== 'pending_review')
      return HttpResponse.json({ message: projectMessages.notWaiting }, { status: 409 });
    const decided = { ...project, reviewState: state, ...(reason ? { reviewReason: reason } : {}) };
    db.projects[index] = decided;
    // An approved project's price is the anchor of docs/review.md#edits-live-at-once.
    db.reviewedPrices.delete(project._id);
    return HttpResponse.json(decided);
  };
}

const approve = endpoint('post', apiPaths.approveProject(':id'), decide('approved'));
const reject = endpoint('post', apiPaths.rejectProject(':id'), decide('rejected'));

export const review = {
  queue: {
    ...queue,
    empty: queue.answer(200, []),
    forbidden: queue.answer(403, { message: projectMessages.onlyStaff }),
  },
  approve: { ...approve, alreadyDecided: approve.answer(409, { message: projectMessages.notWaiting }) },
  reject,
};
