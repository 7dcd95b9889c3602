/** `overrides on <origin>... | off`: allows QA overrides from these origins, or none. */
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
  for (const origin of origins) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = null;
    }
    if (
      !parsed ||
      !/^https?:$/.test(parsed.protocol) ||
      parsed.origin !== origin.replace(/\/$/, '')
    ) {
      throw new UsageError(`"${origin}" is not an origin like https://qa.example.com.`);
    }
  }
  const normalised = origins.map((origin) => new URL(origin).origin);
  const change = await updateState(ctx.store, ctx.defaults, (current) =>
    setOverrides(current, mode === 'on', normalised),
  );
  if (change) ctx.out(`${change.message}.`);
}
