/** The reference every ledger transfer of a placed bet carries (stake, settlement, payout). */
export function betReference(placedBetId: number): string {
  return `bet:${placedBetId}`;
}

/** What the bettor sees of a bet's id (issue 32): "B-000042", like a withdrawal's "WD-000042". */
export function betDisplayReference(placedBetId: number): string {
  return `B-${String(placedBetId).padStart(6, '0')}`;
}
