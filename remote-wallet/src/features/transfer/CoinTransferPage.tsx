import { postCoinTransfer } from '@sportsbook/shared/api';
import { coinTransferSchema, type CoinTransferForm } from '@sportsbook/shared/contracts';
import { publish } from '@sportsbook/shared/events';
import {
  FormScaffold,
  PasswordField,
  SubmitButton,
  TextField,
  useFormScaffold,
} from '@sportsbook/shared/forms';
import { useMoneyAttempts } from '../../common/use-money-attempts';
import { WalletPage } from '../../common/WalletPage';

const EMPTY: CoinTransferForm = { username: '', transferring_coin_number: '', password: '' };

/**
 * /wallet/coin-transfer (SPEC sections 2 and 5): username, number of coins and the current
 * password, checked on change by shared's `coinTransferSchema`; who exists and the balance are
 * the server's. A success sends `coins:changed`, so the header balance reloads.
 */
export function CoinTransferPage() {
  const attempts = useMoneyAttempts<CoinTransferForm>();
  const scaffold = useFormScaffold<CoinTransferForm>({
    schema: coinTransferSchema,
    defaultValues: EMPTY,
    submit: (values) => attempts.send(values, postCoinTransfer),
    onSuccess: () => publish('coins:changed', { reason: 'transfer' }),
    resetOnSuccess: true,
  });
  const { control } = scaffold.form;
  return (
    <WalletPage page="coin-transfer">
      <div className="sb-wallet-form">
        <FormScaffold scaffold={scaffold} label="Coin Transfer" againLabel="Make another transfer">
          <TextField control={control} name="username" label="Username" autoComplete="off" />
          <TextField
            control={control}
            name="transferring_coin_number"
            label="Number of Coins"
            inputMode="decimal"
            autoComplete="off"
          />
          <PasswordField
            control={control}
            name="password"
            label="Current Password"
            autoComplete="current-password"
          />
          <SubmitButton>Transfer</SubmitButton>
        </FormScaffold>
      </div>
    </WalletPage>
  );
}
