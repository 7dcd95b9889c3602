/**
 * Wire types of support (SPEC sections 3 and 7): a bettor files a complaint, an operator answers
 * it with the ops tool, and the answer shows in the bettor's complain history.
 */
import type { MessageResponse } from './account';

/** `POST /ng/user/profile/submit-complain`, form data: subject and description. */
export interface ComplaintRequest {
  qtitle: string;
  qdescription: string;
}

/** `open` until an operator answers it; then `answered`, for good. */
export type ComplaintStatus = 'open' | 'answered';

/** A row of `GET /ng/user/profile/complain-history?page=n` (SPEC section 3's Complaint), newest first. */
export interface Complaint {
  id: number;
  /** When it was submitted, ISO 8601. */
  date: string;
  /** The subject. */
  qtitle: string;
  /** The description. */
  qdescription: string;
  /** The operator's answer; null while the complaint awaits one. */
  answer: string | null;
  status: ComplaintStatus;
  /** When it was answered, ISO 8601; null while open. */
  answered_at: string | null;
}

/** The success body of `POST /ng/user/profile/submit-complain`: SPEC's "response message" and the stored complaint. */
export interface ComplaintSubmitResponse extends MessageResponse {
  data: Complaint;
}
