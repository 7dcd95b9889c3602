import { STAKE_TOO_LOW_MESSAGE } from './betting';
import {
  BET_SUBMIT_MESSAGES,
  betSubmitSchema,
  oddsCentsOf,
  PREDICTION_ENTRY_MESSAGES,
  predictionEntrySchema,
  WITHDRAWAL_ID_INVALID_MESSAGE,
  withdrawCancelSchema,
} from './money-schemas';
import { PREDICTION_MESSAGES } from './prediction';
import { checkForm, idOf } from './validation';

describe('the one id rule', () => {
  it('reads a positive 32-bit integer written plainly, and nothing else', () => {
    expect(idOf('1')).toBe(1);
    expect(idOf('2147483647')).toBe(2_147_483_647);
    for (const text of ['0', '01', '-1', '+1', ' 1', '1.5', '0x10', '1e3', '2147483648', '']) {
      expect(idOf(text)).toBeNull();
    }
    expect(idOf(7)).toBeNull();
    expect(idOf(undefined)).toBeNull();
  });
});

describe('the bet submit form', () => {
  it('answers the cleaned values of a good form', () => {
    expect(checkForm(betSubmitSchema, { bet_event_id: ' 12 ', bet_amount: '20.5' })).toEqual({
      ok: true,
      values: { bet_event_id: '12', bet_amount: '20.5', bet_ratio: '' },
    });
  });

  it.each([
    [{ bet_amount: '20' }, 'bet_event_id', BET_SUBMIT_MESSAGES.betEventRequired],
    [{ bet_amount: '20', bet_event_id: '0' }, 'bet_event_id', BET_SUBMIT_MESSAGES.betEventInvalid],
    [{ bet_event_id: '1' }, 'bet_amount', BET_SUBMIT_MESSAGES.stakeRequired],
    [{ bet_event_id: '1', bet_amount: '1e3' }, 'bet_amount', BET_SUBMIT_MESSAGES.stakeNotANumber],
    [{ bet_event_id: '1', bet_amount: '-5' }, 'bet_amount', STAKE_TOO_LOW_MESSAGE],
    [{ bet_event_id: '1', bet_amount: '0' }, 'bet_amount', STAKE_TOO_LOW_MESSAGE],
    [{ bet_event_id: '1', bet_amount: '20.555' }, 'bet_amount', BET_SUBMIT_MESSAGES.stakeDecimals],
    [
      { bet_event_id: '1', bet_amount: '20', bet_ratio: 'x' },
      'bet_ratio',
      BET_SUBMIT_MESSAGES.oddsInvalid,
    ],
  ])('refuses %j: %s "%s"', (body, field, message) => {
    const result = checkForm(betSubmitSchema, body);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toMatchObject({ [field]: message });
  });

  it('reads the odds the slip showed in hundredths', () => {
    expect(oddsCentsOf('1.85')).toBe(185);
    expect(oddsCentsOf(' 2.1 ')).toBe(210);
    expect(oddsCentsOf('0')).toBeNull();
    expect(oddsCentsOf('-1.5')).toBeNull();
  });
});

describe('the prediction entry and withdrawal cancel forms', () => {
  it("says SPEC's messages", () => {
    const empty = checkForm(predictionEntrySchema, {});
    expect(empty.ok).toBe(false);
    if (!empty.ok) {
      expect(empty.errors).toEqual({
        participant_id: PREDICTION_ENTRY_MESSAGES.participantRequired,
        prediction_event_id: PREDICTION_ENTRY_MESSAGES.eventInvalid,
        stake: PREDICTION_MESSAGES.stakeTooLow,
        prediction: PREDICTION_ENTRY_MESSAGES.teamInvalid,
      });
    }
    const decimal = checkForm(predictionEntrySchema, {
      participant_id: '1',
      prediction_event_id: '1',
      stake: '60.5',
      prediction: '2',
    });
    expect(decimal.ok || decimal.errors).toEqual({ stake: PREDICTION_ENTRY_MESSAGES.stakeDigits });
    const cancel = checkForm(withdrawCancelSchema, { id: 'abc' });
    expect(cancel.ok || cancel.errors).toEqual({ id: WITHDRAWAL_ID_INVALID_MESSAGE });
  });
});
