/** `overrides on <origin>... | off`: allows QA overrides from these origins, or none. */
import { asHttpOrigin } from '@sportsbook/shared/contracts';
import { setOverrides } from '../registry-state';
import { updateState } from '../state-file';
import { UsageError, type ParsedArgs, type ReleaseToolContext } from './verb';

export async function overridesCommand(ctx: ReleaseToolContext, args: ParsedArgs): Promise<void> {
  const [, mode, ...origins] = args.positional;
  if (mode !== 'on' && mode !== 'off') {
    throw new UsageError('Usage: npm run remote -- overrides on <origin>... | overrides off');
  }
  if (mode === 'off' && origins.length > 0) throw new UsageError('overrides off takes no origin.');
  if (mode === 'on' && origins.length === 0) {
    throw new UsageError('overrides on needs the origins overrides may load from.');
  }
  const normalised = origins.map((origin) => {
    const parsed = asHttpOrigin(origin);
    if (parsed === null) {
      throw new UsageError(`"${origin}" is not an origin like https://qa.example.com.`);
    }
    return parsed;
  });
  const change = await updateState(ctx.store, ctx.defaults, (current) =>
    setOverrides(current, mode === 'on', normalised),
  );
  if (change) ctx.out(`${change.message}.`);
}
