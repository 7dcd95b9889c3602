/**
 * Complaints (SPEC sections 2, 3 and 7): a bettor files one with a subject and a description; it
 * stays `open` until an operator answers it with the ops tool, then it is `answered` for good and
 * the answer shows in the bettor's complain history. After the answer is committed the bettor's
 * private channel gets `ComplaintAnswered`. A new complaint, once committed, tells the operators'
 * channel (`QueueChanged`, complaints). Rows stay in here; callers get wire types.
 */
import type { Kysely, Selectable } from 'kysely';
import { privateUserChannel, REALTIME_EVENTS } from '@sportsbook/shared/contracts';
import type {
  Complaint,
  ComplaintAnsweredPayload,
  ComplaintForm,
  Paged,
} from '@sportsbook/shared/contracts';
import { pageOf } from '../db/paging';
import type { Database } from '../db/schema';
import { toDbTime } from '../db/time';
import { ApiError, notFound } from '../errors';
import type { WriteTransactions } from '../db/write-transaction';
import type { Broadcaster } from '../realtime/broadcaster';
import { notifyOperators } from '../realtime/queue-notice';
import type { ComplaintsTable } from './support-tables';

export const COMPLAINT_SUBMITTED_MESSAGE =
  'Your complaint has been submitted. We will answer it as soon as we can.';

/** An answer longer than this is refused: it is read on a phone. */
export const ANSWER_MAX_LENGTH = 2000;

export const ANSWER_MESSAGES = {
  required: 'The answer is required.',
  tooLong: `The answer must be at most ${ANSWER_MAX_LENGTH} characters.`,
} as const;

/** An open complaint as the operators' list shows it (`ops complaints`), oldest first. */
export interface OpenComplaint {
  id: number;
  username: string;
  date: string;
  qtitle: string;
  qdescription: string;
}

/** What answering did: the complaint as its author now sees it, and whether they were told. */
export interface AnsweredComplaint {
  username: string;
  complaint: Complaint;
  /** False when the realtime server did not take the notice; the answer is saved either way. */
  notified: boolean;
}

function toComplaint(row: Selectable<ComplaintsTable>): Complaint {
  return {
    id: row.id,
    date: row.created_at,
    qtitle: row.qtitle,
    qdescription: row.qdescription,
    answer: row.answer,
    status: row.status,
    answered_at: row.answered_at,
  };
}

export class ComplaintService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly transactions: WriteTransactions,
    private readonly broadcaster: Broadcaster,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** `POST /ng/user/profile/submit-complain`: stores the (already checked) form as an open complaint. */
  async submit(userId: number, form: ComplaintForm): Promise<Complaint> {
    const complaint = await this.transactions.run(async (trx) => {
      const row = await trx
        .insertInto('complaints')
        .values({
          user_id: userId,
          qtitle: form.qtitle,
          qdescription: form.qdescription,
          status: 'open',
          answer: null,
          created_at: toDbTime(this.now()),
          answered_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toComplaint(row);
    });
    await notifyOperators(this.broadcaster, ['complaints']);
    return complaint;
  }

  /** `GET /ng/user/profile/complain-history`: the user's own complaints, newest first. */
  history(userId: number, page: number): Promise<Paged<Complaint>> {
    const query = this.db
      .selectFrom('complaints')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc');
    return pageOf(query, page, toComplaint);
  }

  /** Every open complaint, oldest first, with its author (`ops complaints`). */
  async open(): Promise<OpenComplaint[]> {
    const rows = await this.db
      .selectFrom('complaints as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select(['c.id', 'u.username', 'c.created_at', 'c.qtitle', 'c.qdescription'])
      .where('c.status', '=', 'open')
      .orderBy('c.created_at')
      .orderBy('c.id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      username: row.username,
      date: row.created_at,
      qtitle: row.qtitle,
      qdescription: row.qdescription,
    }));
  }

  /**
   * `ops answer`: answers an open complaint once. Refused: an empty or over-long answer (400), an
   * unknown complaint (404), one already answered (409). The notice goes out after the commit.
   */
  async answer(complaintId: number, text: string): Promise<AnsweredComplaint> {
    const answer = text.trim();
    if (answer === '') {
      throw new ApiError('VALIDATION_FAILED', ANSWER_MESSAGES.required, {
        fieldErrors: { answer: ANSWER_MESSAGES.required },
      });
    }
    if (answer.length > ANSWER_MAX_LENGTH) {
      throw new ApiError('VALIDATION_FAILED', ANSWER_MESSAGES.tooLong, {
        fieldErrors: { answer: ANSWER_MESSAGES.tooLong },
      });
    }
    const answered = await this.transactions.run(async (trx) => {
      // Only the first answer changes the row; a second finds it answered.
      const row = await trx
        .updateTable('complaints')
        .set({ status: 'answered', answer, answered_at: toDbTime(this.now()) })
        .where('id', '=', complaintId)
        .where('status', '=', 'open')
        .returningAll()
        .executeTakeFirst();
      if (!row) {
        const existing = await trx
          .selectFrom('complaints')
          .select('id')
          .where('id', '=', complaintId)
          .executeTakeFirst();
        if (!existing) throw notFound(`No complaint has id ${complaintId}.`);
        throw new ApiError('CONFLICT', `Complaint ${complaintId} is already answered.`);
      }
      const author = await trx
        .selectFrom('users')
        .select('username')
        .where('id', '=', row.user_id)
        .executeTakeFirstOrThrow();
      return { userId: row.user_id, username: author.username, complaint: toComplaint(row) };
    });
    const payload: ComplaintAnsweredPayload = { complaint: answered.complaint };
    const notified = await this.broadcaster
      .publish(privateUserChannel(answered.userId), REALTIME_EVENTS.complaintAnswered, payload)
      .then(
        () => true,
        () => false,
      );
    return { username: answered.username, complaint: answered.complaint, notified };
  }
}
