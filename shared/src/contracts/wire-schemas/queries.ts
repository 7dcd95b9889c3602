/**
 * The query strings of the API's GET routes: each schema gives Ajv's validation, the TypeScript
 * type of `request.query` (`Static<typeof ...>`) and the message of a 400 (`withMessage`). A
 * whole-number parameter is also judged as written (digits only) before Ajv coerces it.
 */
import { BET_HISTORY_FILTERS } from '../account';
import { ID_PATTERN, VALIDATION_MESSAGES } from '../validation';
import type { DepositNumberQuery } from '../wallet';
import {
  integer,
  literal,
  optional,
  query,
  string,
  wire,
  withDefault,
  withMessage,
} from './builder';

/** The largest page number a request may ask for; beyond the last page the data is empty. */
export const MAX_PAGE = 100_000;
export const PAGE_MESSAGE = `page must be a whole number from 1 to ${MAX_PAGE}.`;

/** `?page=n` of the paged lists (SPEC section 7): from 1, default 1. */
const page = withMessage(withDefault(integer({ minimum: 1, maximum: MAX_PAGE }), 1), PAGE_MESSAGE);

/** The paged lists: followers, complaints, deposit and withdraw history, statement. */
export const pageQuery = query({ page });

export const BET_HISTORY_STATUS_MESSAGE = `status must be one of: ${BET_HISTORY_FILTERS.join(', ')}.`;

/** `bet-history?page=n&status=all|open|settled` (issue 32). */
export const betHistoryQuery = query({
  page,
  status: optional(withMessage(literal(BET_HISTORY_FILTERS), BET_HISTORY_STATUS_MESSAGE)),
});

/** `deposit-number?type=BKASH`. */
export const depositNumberQuery = wire<DepositNumberQuery>()(
  query({
    type: withMessage(
      string({ minLength: 1, maxLength: 40 }),
      VALIDATION_MESSAGES.paymentTypeRequired,
    ),
  }),
);

/** An ISO 8601 UTC time as `Date#toISOString` writes it (milliseconds optional). */
export const ISO_UTC_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
export const SINCE_MESSAGE = 'since must be an ISO 8601 UTC time, e.g. 2025-06-01T12:00:00.000Z.';
export const REMOTE_NAME_MESSAGE =
  'remote must be a remote name (lower-case letters, digits, dashes).';

/** `remote-loads?since=<ISO time>&remote=<name>`: nothing else. */
export const remoteLoadsQuery = query(
  {
    since: optional(withMessage(string({ pattern: ISO_UTC_TIME.source }), SINCE_MESSAGE)),
    remote: optional(
      withMessage(string({ pattern: '^[a-z][a-z0-9-]{0,39}$' }), REMOTE_NAME_MESSAGE),
    ),
  },
  { strict: true },
);

/** The back office (its own app, docs/backoffice.md): the operator's queries. */
export const WINNER_MESSAGE = 'Choose the winning selection, or void.';
export const SEARCH_MESSAGE = 'Type at least 2 characters to search.';
export const SEARCH_MIN_LENGTH = 2;

/** `markets/:id/settlement-preview?winner=<selection id>|void`. */
export const settlementPreviewQuery = query(
  { winner: optional(withMessage(string({ maxLength: 20 }), WINNER_MESSAGE)) },
  { strict: true },
);

/** `users?q=<part of a username, email or phone>`, at least two characters once trimmed. */
export const userSearchQuery = query(
  { q: optional(withMessage(string({ maxLength: 100 }), SEARCH_MESSAGE)) },
  { strict: true },
);

const auditFilter = (name: string) =>
  optional(withMessage(string({ maxLength: 100 }), `${name} must be at most 100 characters.`));

/** `audit?operator=&action=&object=&before_id=`: filters, and the page before a record's id. */
export const auditQuery = query(
  {
    operator: auditFilter('operator'),
    action: auditFilter('action'),
    object: auditFilter('object'),
    before_id: optional(
      withMessage(string({ pattern: ID_PATTERN.source }), 'before_id must be a record id.'),
    ),
  },
  { strict: true },
);
