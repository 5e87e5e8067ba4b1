// A team's people in the new-game wizard: one name field each, a person added or taken out
// (two to five, engine/seats.ts TEAM_SIZE), every control a full 48 px target.
import { t } from '../../i18n/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Icon } from '../../ui/icons.tsx';
import { MAX_NAME_LENGTH, TEAM_SIZE } from '../../engine/seats.ts';
import './new-game.css';

export function TeamEditor({
  seat,
  team,
  members,
  onRename,
  onAdd,
  onRemove,
}: {
  /** The seat's index, for the test ids. */
  seat: number;
  team: string;
  members: readonly string[];
  onRename: (k: number, name: string) => void;
  onAdd: () => void;
  onRemove: (k: number) => void;
}) {
  return (
    <div class="team-editor" role="group" aria-label={t('new.teamOf', { team })} data-testid={`seat-${seat}-members`}>
      <span class="small">{t('new.teamPeople', { n: members.length })}</span>
      <ol class="team-members">
        {members.map((m, k) => (
          <li key={k} class="team-member">
            <input
              class="input"
              value={m}
              maxLength={MAX_NAME_LENGTH}
              aria-label={t('new.member', { k: k + 1, team })}
              data-testid={`seat-${seat}-member-${k}`}
              onInput={(e) => onRename(k, (e.target as HTMLInputElement).value)}
            />
            <Button
              class="icon-btn"
              aria-label={t('new.removeMember', { name: m.trim() || t('new.member', { k: k + 1, team }) })}
              disabled={members.length <= TEAM_SIZE.min}
              onClick={() => onRemove(k)}
              data-testid={`seat-${seat}-remove-${k}`}
            >
              <Icon name="close" />
            </Button>
          </li>
        ))}
      </ol>
      <Button disabled={members.length >= TEAM_SIZE.max} onClick={onAdd} data-testid={`seat-${seat}-add-member`}>
        {t(members.length >= TEAM_SIZE.max ? 'new.teamFull' : 'new.addMember', { max: TEAM_SIZE.max })}
      </Button>
    </div>
  );
}
