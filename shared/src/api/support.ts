import {
  API_PATHS,
  type Complaint,
  type ComplaintRequest,
  type ComplaintSubmitResponse,
  type Paged,
} from '../contracts';
import { apiGet, apiPostForm } from './client';

/** One function per support call of SPEC section 7. */

/** `GET /ng/user/profile/complain-history?page=n`: this user's complaints, newest first. */
export function fetchComplaintHistory(page = 1, signal?: AbortSignal): Promise<Paged<Complaint>> {
  return apiGet<Paged<Complaint>>(API_PATHS.complaintHistory, {
    auth: true,
    params: { page },
    signal,
  });
}

/** `POST /ng/user/profile/submit-complain`; resolves to the server's message and the stored complaint. */
export function submitComplaint(request: ComplaintRequest): Promise<ComplaintSubmitResponse> {
  return apiPostForm<ComplaintSubmitResponse>(
    API_PATHS.submitComplaint,
    { ...request },
    { auth: true },
  );
}
