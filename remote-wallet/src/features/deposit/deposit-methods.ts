import { DEPOSIT_CARD_METHODS, type DepositNumber } from '@sportsbook/shared/contracts';

/**
 * The methods the form offers (SPEC section 9): Skrill, Stripe and Neteller, then each type the
 * deposit-number list names, in the server's order and once each.
 */
export function depositMethods(numbers: DepositNumber[]): string[] {
  const methods: string[] = [...DEPOSIT_CARD_METHODS];
  for (const { type } of numbers) if (!methods.includes(type)) methods.push(type);
  return methods;
}

/** The house number of a method, or '' when the list has none ("Deposit Not Available"). */
export function depositNumberFor(numbers: DepositNumber[], method: string): string {
  return numbers.find((number) => number.type === method)?.phone_no ?? '';
}
