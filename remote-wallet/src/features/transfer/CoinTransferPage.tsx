import { postCoinTransfer } from '@sportsbook/shared/api';
import { coinTransferSchema, type CoinTransferForm } from '@sportsbook/shared/contracts';
import { TextField } from '@sportsbook/shared/forms';
import { MoneyFormPage, useMoneyForm } from '../../common/MoneyForm';

const EMPTY: CoinTransferForm = { username: '', transferring_coin_number: '', password: '' };

/**
 * /wallet/coin-transfer (SPEC sections 2 and 5): username, number of coins and the current
 * password, checked on change by shared's `coinTransferSchema`; who exists and the balance are
 * the server's. A success sends `coins:changed`, so the header balance reloads.
 */
export function CoinTransferPage() {
  const scaffold = useMoneyForm({
    schema: coinTransferSchema,
    defaultValues: EMPTY,
    toRequest: (values: CoinTransferForm) => values,
    post: postCoinTransfer,
    reason: 'transfer',
  });
  const { control } = scaffold.form;
  return (
    <MoneyFormPage
      page="coin-transfer"
      scaffold={scaffold}
      label="Coin Transfer"
      againLabel="Make another transfer"
      submitLabel="Transfer"
    >
      <TextField control={control} name="username" label="Username" autoComplete="off" />
      <TextField
        control={control}
        name="transferring_coin_number"
        label="Number of Coins"
        inputMode="decimal"
        autoComplete="off"
      />
    </MoneyFormPage>
  );
}
