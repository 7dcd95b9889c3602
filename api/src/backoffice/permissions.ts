/**
 * What each role may do. Admin manages operators and may do everything; finance decides
 * deposits and withdrawals and credits; traders run markets; support answers complaints and
 * looks bettors up, suspends them and adds a time-out to one. Every back-office route names its permission; the authorization matrix test
 * walks every role against every route.
 */
import type { OperatorRole } from './backoffice-tables';

export const PERMISSIONS = {
  'operators.manage': ['admin'],
  'settings.manage': ['admin'],
  'audit.read': ['admin', 'finance'],
  'ledger.read': ['admin', 'finance'],
  'wallet.read': ['admin', 'finance'],
  'wallet.decide': ['admin', 'finance'],
  'wallet.credit': ['admin', 'finance'],
  'markets.read': ['admin', 'trader'],
  'markets.change': ['admin', 'trader'],
  'markets.settle': ['admin', 'trader'],
  'complaints.read': ['admin', 'support'],
  'complaints.answer': ['admin', 'support'],
  'users.read': ['admin', 'support', 'finance'],
  'users.status': ['admin', 'support'],
  // Adding a time-out to a bettor is a welfare decision, support's (and admin's); finance only reads.
  'users.time-out': ['admin', 'support'],
} as const satisfies Record<string, readonly OperatorRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export function allows(role: OperatorRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly OperatorRole[]).includes(role);
}
