/** The reference every ledger transfer of a placed bet carries (stake, settlement, payout). */
export function betReference(betId: number): string {
  return `bet:${betId}`;
}
