/** The reference every ledger transfer of a prediction entry carries (stake, settlement, payout). */
export function predictionReference(entryId: number): string {
  return `prediction:${entryId}`;
}
