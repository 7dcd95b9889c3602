/**
 * The seed's complaints of the demo user, so Complain History has rows: one an operator has
 * answered and one still awaiting an answer.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { addMs, DAY_MS, HOUR_MS, toDbTime } from '../db/time';

export const DEMO_COMPLAINTS = [
  {
    qtitle: 'Deposit not showing',
    qdescription:
      'I sent 500 coins by BKASH this morning but my balance has not changed. The transaction ID is in my phone.',
    answer:
      'Thank you for waiting. The deposit was approved and 500 coins were added to your balance.',
    submittedDaysAgo: 9,
  },
  {
    qtitle: 'Match result',
    qdescription: 'When will the bets on last night’s Premier League match be settled?',
    answer: null,
    submittedDaysAgo: 2,
  },
] as const;

/** Writes the demo complaints of `userId` in the caller's (seed) transaction. */
export async function seedDemoComplaints(
  trx: Kysely<Database>,
  userId: number,
  now: Date,
): Promise<void> {
  for (const complaint of DEMO_COMPLAINTS) {
    const submittedAt = addMs(now, -complaint.submittedDaysAgo * DAY_MS);
    await trx
      .insertInto('complaints')
      .values({
        user_id: userId,
        qtitle: complaint.qtitle,
        qdescription: complaint.qdescription,
        status: complaint.answer === null ? 'open' : 'answered',
        answer: complaint.answer,
        created_at: toDbTime(submittedAt),
        answered_at: complaint.answer === null ? null : toDbTime(addMs(submittedAt, 3 * HOUR_MS)),
      })
      .execute();
  }
}
