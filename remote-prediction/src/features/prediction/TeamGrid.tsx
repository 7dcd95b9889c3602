import type { PredictionTeam } from '@sportsbook/shared/contracts';

/**
 * The teams, three per row: pressing a tile selects its team, pressing it again deselects it.
 * Each tile is a toggle button (`aria-pressed`) named by the team's full name.
 */
export function TeamGrid({
  teams,
  selected,
  onToggle,
}: {
  teams: readonly PredictionTeam[];
  selected: number | null;
  onToggle: (teamId: number) => void;
}) {
  return (
    <fieldset className="sb-pred-teams">
      <legend className="sb-pred-label">Pick the winner</legend>
      <ul className="sb-pred-teams__grid">
        {teams.map((team) => {
          const pressed = team.id === selected;
          return (
            <li key={team.id}>
              <button
                type="button"
                className="sb-pred-team"
                aria-pressed={pressed}
                style={{ background: team.color, color: team.text_color }}
                onClick={() => onToggle(team.id)}
              >
                <img className="sb-pred-team__logo" src={team.logo} alt="" width={40} height={40} />
                <span className="sb-pred-team__short">{team.short_name.toUpperCase()}</span>
                <span className="sb-pred-team__name">{team.full_name}</span>
                {pressed && (
                  <span className="sb-pred-team__check" aria-hidden="true">
                    ✓
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
