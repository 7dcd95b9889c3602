import { TRANSFER_KINDS } from '../ledger/ledger';
import { purposeOf } from './statement-purpose';

/** Words a person reads: a capital, then words of letters, no dash of a ledger kind. */
const IN_WORDS = /^[A-Z][a-z]*( [A-Za-z0-9_]+)*$/;

describe('the purpose of a statement row', () => {
  it.each(TRANSFER_KINDS.map((kind) => [kind]))(
    'words the ledger kind %s, out of the balance and into it',
    (kind) => {
      for (const amountMinor of [-1_000, 1_000]) {
        const words = purposeOf(kind, amountMinor, 'bettor_2');
        expect(words).not.toBe(kind);
        expect(words).toMatch(IN_WORDS);
      }
    },
  );

  it('gives every kind its own words (two kinds never read alike)', () => {
    const words = TRANSFER_KINDS.map((kind) => purposeOf(kind, 1_000, 'bettor_2'));
    expect(new Set(words).size).toBe(TRANSFER_KINDS.length);
  });

  it('reads a prediction entry as words, not "prediction-stake"', () => {
    expect(purposeOf('prediction-stake', -50_000, null)).toBe('Prediction entry');
    expect(purposeOf('prediction-payout', 90_000, null)).toBe('Prediction won');
  });

  it('names the other user of a coin transfer, either way', () => {
    expect(purposeOf('coin-transfer', -500, 'bob')).toBe('Transfer to bob');
    expect(purposeOf('coin-transfer', 500, 'bob')).toBe('Transfer from bob');
    expect(purposeOf('coin-transfer', 500, null)).toBe('Transfer from another user');
  });

  it('words an operator credit and debit', () => {
    expect(purposeOf('adjustment', 500, null)).toBe('Operator credit');
    expect(purposeOf('adjustment', -500, null)).toBe('Operator debit');
  });

  it('reads a kind it does not know as words too', () => {
    expect(purposeOf('jackpot-win', 500, null)).toBe('Jackpot win');
    expect(purposeOf('toString', 500, null)).toBe('ToString');
  });
});
