/**
 * The operators' usage text and the READMEs name each command's arguments alike (issue 29: the
 * usage said `settle <betId>` where the README said `settle <marketId>`; docs/glossary.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { USAGE } from './commands';

/** `settle <marketId> <selectionId>` per command line of the usage, without its description. */
const synopses = USAGE.split('\n')
  .filter((line) => /^ {2}[a-z]/.test(line))
  .map((line) => line.trim().split(/\s{2,}/)[0]!);

/** The `npm run ops -w api -- <command ...>` lines of a README, without their comments. */
function commandsIn(readme: string): string[] {
  const text = fs.readFileSync(path.join(__dirname, readme), 'utf8');
  return [...text.matchAll(/npm run ops -w api -- ([^`#\n]+)/g)]
    .map((match) => match[1]!.trim())
    .filter((command) => command !== '<command>');
}

/** The README's line names the arguments the usage line names, where it names one. */
function agree(command: string, synopsis: string): boolean {
  const said = command.split(' ');
  const usage = synopsis.split(' ');
  return (
    said[0] === usage[0] && said.every((word, at) => !/^[<[]/.test(word) || word === usage[at])
  );
}

describe('the operators’ usage', () => {
  it.each(['../../README.md', '../../../README.md'])(
    'names the arguments of each command as %s does',
    (readme) => {
      const commands = commandsIn(readme);
      expect(commands.length).toBeGreaterThan(1);
      for (const command of commands) {
        const agreeing = synopses.filter((synopsis) => agree(command, synopsis));
        expect({ command, agreeing: agreeing.length > 0 }).toEqual({ command, agreeing: true });
      }
    },
  );
});
