import type { ContactInbox, ReportedReview, ReviewDecision } from '@/contracts/support';
import { requireStaff, type RequestContext } from '../../http/context';
import { AppError } from '../../http/errors';
import { enqueueJob } from '../../jobs';
import { lockWork, refreshWorkRating } from '../reviews';
import * as repo from './support.repository';
import { iso, isoOrNull, num, numOrNull } from './support.repository';
import { REVIEW_REPORT_MAIL_JOB, reviewReportMailKey, type ReviewReportMailPayload } from './review-report-mail';
import { inTx, journal } from './support.service';

/**
 * Moderation and the inbox (issue 16 item 5, docs/adr/0031; permission customers).
 */
export async function reportedReviews(ctx: RequestContext): Promise<{ items: ReportedReview[] }> {
  const rows = await repo.reportedReviews(ctx.db);
  return {
    items: rows.map((r) => ({
      id: num(r.id), customerId: num(r.customer_id), author: r.author, workTitle: r.title, rating: num(r.rating), body: r.body, hidden: r.hidden_at !== null,
      reports: ((typeof r.reports === 'string' ? JSON.parse(r.reports) : r.reports) as Array<{ reason: string; note: string | null; createdAt: string }> ?? [])
        .map((x) => ({ reason: x.reason, note: x.note, createdAt: iso(x.createdAt) })),
    })),
  };
}

/**
 * Hide, keep or delete a reported review, in one transaction with the review row locked: the open
 * reports are resolved (a deleted review takes them with it), each reporter's e-mail is enqueued
 * (keyed per report: told once), and the decision is journaled on the author's customer journal.
 * 404 for no review; a review without open reports can still be hidden or deleted (no one to tell).
 */
export async function moderateReview(ctx: RequestContext, reviewId: number, decision: ReviewDecision): Promise<{ told: number }> {
  return inTx(ctx, async (tx) => {
    // The work first (as review writes do), then the review: one order, no deadlock.
    const workId = await repo.reviewWorkId(tx, reviewId);
    if (workId === null) throw new AppError('NOT_FOUND', 'No such review');
    await lockWork(tx, workId);
    const review = await repo.lockReview(tx, reviewId);
    if (!review) throw new AppError('NOT_FOUND', 'No such review');
    const staff = requireStaff(ctx, 'signed-in');
    const reporters = await repo.openReporters(tx, reviewId);
    if (decision === 'delete') await repo.deleteReview(tx, reviewId);
    else {
      await repo.setReviewHidden(tx, reviewId, decision === 'hide' ? (review.hidden_at ? new Date(String(review.hidden_at)) : ctx.now) : null);
      await repo.resolveReports(tx, reviewId, decision, staff.id, ctx.now);
    }
    // Hidden and deleted reviews leave the work's maintained rating (and the rating sort).
    await refreshWorkRating(tx, workId);
    let told = 0;
    for (const r of reporters) {
      if (r.deleted_at !== null) continue;
      const payload: ReviewReportMailPayload = { reportId: num(r.report_id), email: r.email, locale: r.locale, decision, title: review.title };
      await enqueueJob(tx, REVIEW_REPORT_MAIL_JOB, payload, { key: reviewReportMailKey(num(r.report_id)) });
      told += 1;
    }
    await journal(tx, ctx, num(review.customer_id), `review-${decision}`, { reviewId, reports: reporters.length, wasHidden: review.hidden_at !== null });
    return { told };
  });
}

const PAGE = 25;
export async function contactInbox(ctx: RequestContext, query: { state: 'open' | 'closed' | 'mine'; page: number }): Promise<ContactInbox> {
  const staff = requireStaff(ctx, 'signed-in');
  const { rows, total } = await repo.contactMessages(ctx.db, query.state, staff.id, query.page, PAGE);
  const journal = await repo.contactJournal(ctx.db, rows.map((m) => num(m.id)));
  const historyOf = (id: number) => journal.filter((j) => num(j.message_id) === id).map((j) => ({
    action: j.action as 'assign' | 'unassign' | 'close' | 'reopen', actor: j.actor, to: j.to_name, at: iso(j.created_at),
  }));
  return {
    items: rows.map((m) => ({
      history: historyOf(num(m.id)),
      id: num(m.id), locale: m.locale, name: m.name, email: m.email, subject: m.subject, message: m.message, orderNumber: m.order_number, createdAt: iso(m.created_at),
      assignedTo: m.assigned_to, assignedStaffId: numOrNull(m.assigned_staff_id), closedAt: isoOrNull(m.closed_at), closedBy: m.closed_by, customerId: numOrNull(m.customer_id),
    })),
    total, page: query.page, pageSize: PAGE,
  };
}

/**
 * Assign (to the caller when no one is named; null unassigns), close or reopen; 404 for no message,
 * 422 for an unknown employee. Each change is journaled on the message (who, when, before → after);
 * a no-op (assigning to the one it is assigned to, closing a closed one) is not.
 */
export async function contactAction(ctx: RequestContext, id: number, action: { kind: 'assign'; staffId?: number | null } | { kind: 'close' } | { kind: 'reopen' }): Promise<void> {
  const staff = requireStaff(ctx, 'signed-in');
  await inTx(ctx, async (tx) => {
    const message = await repo.contactMessageExists(tx, id);
    if (!message) throw new AppError('NOT_FOUND', 'No such message');
    if (action.kind === 'assign') {
      const to = action.staffId === undefined ? staff.id : action.staffId;
      if (to !== null && !(await repo.employeeExists(tx, to))) throw new AppError('BUSINESS_RULE', 'No such employee', { staffId: to });
      const from = numOrNull(message.assigned_staff_id);
      if (from === to) return;
      await repo.assignContactMessage(tx, id, to);
      await repo.insertContactJournal(tx, { messageId: id, staffId: staff.id, action: to === null ? 'unassign' : 'assign', details: { from, to }, now: ctx.now });
    } else {
      const closed = message.closed_at !== null;
      if (closed === (action.kind === 'close')) return;
      await repo.setContactClosed(tx, id, action.kind === 'close' ? { staffId: staff.id, now: ctx.now } : null);
      await repo.insertContactJournal(tx, { messageId: id, staffId: staff.id, action: action.kind, details: { from: closed ? 'closed' : 'open', to: closed ? 'open' : 'closed' }, now: ctx.now });
    }
  });
}
