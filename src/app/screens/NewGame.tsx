// The new-game wizard: how many players, who plays each seat (a person, a team of people where
// the game allows teams, or the app at a level where the game has app players), their names,
// colours, seat order and optional PINs, then the game's own set-up questions. Seat order is
// table order, clockwise.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { playersRange, t } from '../../i18n/index.ts';
import { gameEntry, loadGame } from '../../games/registry.ts';
import type { GamePackage } from '../../games/types.ts';
import { Button } from '../../ui/Button.tsx';
import { Icon } from '../../ui/icons.tsx';
import { showToast } from '../../ui/toast.tsx';
import { ReloadNotice } from '../../ui/ReloadNotice.tsx';
import { reloadForUpdate } from '../../pwa/reload.ts';
import { navigate } from '../../shell/router.ts';
import { startGame } from '../../shell/start.ts';
import { shelfFor } from '../../shell/shelf.ts';
import { isValidPin, makePinHash } from '../../ui/pin.ts';
import { SEAT_COLORS } from '../../ui/seat-colors.ts';
import { SeatDot, seatMarkOf, seatMarkPath } from '../../ui/seat-marks.tsx';
import { MAX_NAME_LENGTH, defaultLevel, seatsProblem } from '../../engine/seats.ts';
import type { Level } from '../../engine/players.ts';
import { addMember, defaultSeats, removeMember, renameMember, setSeatPlayer, setSeatTeam, toSavedSeats, type DraftSeat } from './seats.ts';
import { TeamEditor } from './TeamEditor.tsx';
import { hasLesson } from '../../games/lessons.ts';
import { startLesson } from './learn.ts';
import './new-game.css';

/** Fills a segmented control's row: two or three equal buttons, each a full 48 px target. */
const SEGMENT = { flex: '1 1 0' };
/** Three to a row on a phone: a narrower margin and type, so "Passamano" stays inside its button (412 px). */
const SEGMENT_OF_3 = { flex: '1 1 0', minWidth: 0, paddingInline: '4px', fontSize: '0.85em' };
/** A seat's own row, not wider than a phone's: on a tablet the choice stays near its name. */
const SEAT_ROW = { gridColumn: '1 / -1', maxWidth: '34rem' };

/** `set` with `key` in it (`on`) or not. */
function toggled(set: ReadonlySet<number>, key: number, on: boolean): ReadonlySet<number> {
  const next = new Set(set);
  if (on) next.add(key);
  else next.delete(key);
  return next;
}

export function NewGame({ gameId }: { gameId: string }) {
  const entry = gameEntry(gameId);
  const [pkg, setPkg] = useState<GamePackage | null>(null);
  const [count, setCount] = useState(entry ? Math.min(Math.max(entry.minPlayers, entry.defaultPlayers ?? 4), entry.maxPlayers) : 3);
  const [seats, setSeats] = useState<DraftSeat[]>(() => defaultSeats(7));
  const [options, setOptions] = useState<unknown>(null);
  const [starting, setStarting] = useState(false);
  const [loadFailed, setLoadFailed] = useState<string | null>(null);
  // The seats (by key) whose colour and PIN are unfolded: folded, a seat is one short row.
  const [unfolded, setUnfolded] = useState<ReadonlySet<number>>(new Set());
  // The levels the app plays this game at, from the registry; none: every seat is a person.
  const levels: readonly Level[] = entry?.levels ?? [];
  // Whether a seat may be a team of people, from the registry.
  const teams = entry?.teams === true;
  // The players' own records of this game (Corteo's scenarios), on this device.
  const shelf = useMemo(() => shelfFor(gameId), [gameId]);

  // New options, and the seat count they take where they decide it (choosing Corteo's
  // Antirepressivo sets three seats, another scenario two again).
  function changeOptions(o: unknown) {
    setOptions(o);
    const n = entry?.seatsFor && o !== null ? entry.seatsFor(o as Record<string, unknown>) : undefined;
    if (n !== undefined) setCount(n);
  }

  useEffect(() => {
    loadGame(gameId)
      .then((p) => {
        setPkg(p);
        changeOptions(p.rules.defaultOptions(count));
      })
      .catch((err: { reason?: string }) => (err.reason ? setLoadFailed(err.reason) : showToast(t('error.gameUnavailable'), 'error')));
  }, [gameId]);

  if (!entry) return null;
  const active = seats.slice(0, count);
  // Where the options decide the seat count (Corteo's Antirepressivo: three), the stepper holds to it.
  const fixed = entry.seatsFor && options !== null ? entry.seatsFor(options as Record<string, unknown>) : null;
  const minCount = fixed ?? entry.minPlayers;
  const maxCount = fixed ?? entry.maxPlayers;
  // What each seat plays (Corteo's sides), beside its name.
  const roles = pkg?.seatRoles && options !== null ? pkg.seatRoles(options, count) : null;

  const setCountAndOptions = (n: number) => {
    setCount(n);
    if (pkg) setOptions(pkg.rules.defaultOptions(n));
  };
  const update = (i: number, patch: Partial<DraftSeat>) => setSeats(seats.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const setPlayer = (i: number, level: Level | null) => setSeats(setSeatPlayer(seats, i, level, count));
  const setTeam = (i: number) => setSeats(setSeatTeam(seats, i, count));
  // Person, team and app side by side take the narrower buttons.
  const who = teams && levels.length > 0 ? SEGMENT_OF_3 : SEGMENT;
  const move = (i: number, d: -1 | 1) => {
    const j = i + d;
    if (j < 0 || j >= count) return;
    const next = seats.slice();
    [next[i], next[j]] = [next[j], next[i]];
    setSeats(next);
  };

  // One person (app seats aside) plays alone: no hand-off, so no PIN and no order to sit in.
  const alone = active.filter((s) => s.app === undefined).length === 1;
  const nameProblem = seatsProblem(active);
  const pinProblem = !alone && active.some((s) => s.app === undefined && s.pin !== '' && !isValidPin(s.pin)) ? 'new.error.pin' : null;
  const problem = nameProblem ?? pinProblem;

  const start = async () => {
    if (!pkg || problem || starting) return;
    setStarting(true);
    try {
      const seatInfo = await toSavedSeats(alone ? active.map((s) => ({ ...s, pin: '' })) : active, makePinHash);
      await startGame({ pkg, gameId, title: entry.title, seats: seatInfo, seatCount: count, options, kiosk: false, persist: true });
    } catch (err) {
      const reason = (err as { reason?: string }).reason ?? 'storage.error.unknown';
      showToast(t(reason), 'error');
      setStarting(false);
    }
  };

  const Options = pkg?.Options;
  return (
    <main class="screen" data-testid="new-game">
      <div class="topbar">
        <Button class="icon-btn" aria-label={t('common.back')} onClick={() => navigate({ name: 'home' })}>
          <Icon name="back" />
        </Button>
        <h1>{t('new.title', { game: entry.title })}</h1>
      </div>

      {/* A first game can be a guided one ("Impara giocando"), as from the home and the kiosk: one
          row of a 48 px button and a few words, so the wizard's own first screen stays in view. */}
      {hasLesson(gameId) && (
        <div class="new-learn" data-testid="new-learn">
          <span class="small muted">{t('new.learn')}</span>
          <Button onClick={() => void startLesson(gameId, false)} data-testid={`learn-${gameId}`}>
            {t('home.learn')}
          </Button>
        </div>
      )}

      <section class="panel stack">
        <h2>{t('new.players')}</h2>
        <div class="stepper">
          <Button class="icon-btn" aria-label={t('new.fewer')} disabled={count <= minCount} onClick={() => setCountAndOptions(count - 1)}>
            −
          </Button>
          <output aria-live="polite" data-testid="player-count">
            {count}
          </output>
          <Button class="icon-btn" aria-label={t('new.more')} disabled={count >= maxCount} onClick={() => setCountAndOptions(count + 1)}>
            +
          </Button>
          <span class="muted">{playersRange(entry.minPlayers, entry.maxPlayers)}</span>
        </div>
        {entry.seatsFor && <p class="muted small" data-testid="count-from-options">{t('new.countFromOptions')}</p>}
      </section>

      <section class="panel stack">
        <h2>{t('new.seats')}</h2>
        <p class="muted small">{t(alone ? (active.some((s) => s.members && s.app === undefined) ? 'new.seatsHintTeamAlone' : 'new.seatsHintAlone') : 'new.seatsHint')}</p>
        {(levels.length > 0 || teams) && <p class="muted small">{t(teams ? (levels.length > 0 ? 'new.seatsHintAppTeams' : 'new.seatsHintTeams') : 'new.seatsHintApp')}</p>}
        {active.map((s, i) => {
          const pinShown = s.app === undefined && !alone;
          // A PIN half typed keeps its fold open (a tap does not fold it), so the problem it makes is in view.
          const half = pinShown && s.pin !== '' && !isValidPin(s.pin);
          const open = unfolded.has(s.key) || half;
          return (
          <div key={s.key} class="seat-editor" style={{ '--seat': s.color }} data-testid={`seat-${i}`}>
            {roles?.[i] && (
              <strong class="small" style={SEAT_ROW} data-testid={`seat-${i}-role`}>
                {t(roles[i])}
              </strong>
            )}
            {/* The seat's number in its colour and shape: a tap unfolds its colours and its PIN
                (folded, the wizard is one short row a seat: issue 34, 2,900 px on a phone). */}
            <button
              type="button"
              class="seat-fold"
              aria-expanded={open}
              aria-label={t(pinShown ? 'new.colorPin' : 'new.color', { name: s.name })}
              onClick={() => !half && setUnfolded(toggled(unfolded, s.key, !open))}
              data-testid={`seat-${i}-fold`}
            >
              <span class="seat-fold-n" aria-hidden="true">{i + 1}</span>
              <SeatDot color={s.color} />
              {pinShown && isValidPin(s.pin) && <span class="seat-fold-pin" aria-hidden="true">PIN</span>}
            </button>
            <input
              class="input"
              value={s.name}
              maxLength={MAX_NAME_LENGTH}
              aria-label={t(s.members ? 'new.teamName' : 'new.name', { n: i + 1 })}
              onInput={(e) => update(i, { name: (e.target as HTMLInputElement).value })}
            />
            {!alone && (
              <div class="row" style="flex-wrap:nowrap">
                <Button class="icon-btn" aria-label={t('new.moveUp', { name: s.name })} disabled={i === 0} onClick={() => move(i, -1)}>
                  <Icon name="up" />
                </Button>
                <Button class="icon-btn" aria-label={t('new.moveDown', { name: s.name })} disabled={i === count - 1} onClick={() => move(i, 1)}>
                  <Icon name="down" />
                </Button>
              </div>
            )}
            {(levels.length > 0 || teams) && (
              <div class="segmented" role="group" aria-label={t('new.who', { n: i + 1 })} style={SEAT_ROW}>
                <Button
                  style={who}
                  aria-pressed={s.app === undefined && !s.members}
                  onClick={() => (s.app !== undefined || s.members) && setPlayer(i, null)}
                  data-testid={`seat-${i}-person`}
                >
                  {t('new.person')}
                </Button>
                {teams && (
                  <Button style={who} aria-pressed={!!s.members} onClick={() => setTeam(i)} data-testid={`seat-${i}-team`}>
                    {t('new.team')}
                  </Button>
                )}
                {levels.length > 0 && (
                  <Button
                    style={who}
                    aria-pressed={s.app !== undefined}
                    onClick={() => s.app === undefined && setPlayer(i, defaultLevel(levels)!)}
                    data-testid={`seat-${i}-app`}
                  >
                    {t(teams ? 'new.appShort' : 'new.app')}
                  </Button>
                )}
              </div>
            )}
            {s.members && (
              <TeamEditor
                seat={i}
                team={s.name}
                members={s.members}
                onRename={(k, name) => setSeats(renameMember(seats, i, k, name))}
                onAdd={() => setSeats(addMember(seats, i, count))}
                onRemove={(k) => setSeats(removeMember(seats, i, k))}
              />
            )}
            {s.app !== undefined && levels.length > 1 && (
              <div class="field" style={SEAT_ROW}>
                <span class="small">{t('new.level')}</span>
                <div class="segmented" role="group" aria-label={t('new.levelOf', { name: s.name })}>
                  {levels.map((l) => (
                    <Button key={l} style={SEGMENT} aria-pressed={s.app === l} onClick={() => setPlayer(i, l)} data-testid={`seat-${i}-level-${l}`}>
                      {t(`level.${l}`)}
                    </Button>
                  ))}
                </div>
              </div>
            )}
            {open && (
            <div class="swatches" role="group" aria-label={t('new.color', { name: s.name })}>
              {SEAT_COLORS.map((c) => {
                const takenBy = active.findIndex((o, j) => j !== i && o.color === c.value);
                return (
                  <button
                    key={c.value}
                    class="swatch"
                    style={{ '--c': c.value }}
                    aria-label={t(c.nameKey)}
                    aria-pressed={s.color === c.value}
                    disabled={takenBy >= 0}
                    onClick={() => update(i, { color: c.value })}
                  >
                    {/* The colour's shape, as beside the seat's name at the table. */}
                    <svg class="swatch-mark" viewBox="-7 -7 14 14" aria-hidden="true">
                      <path d={seatMarkPath(seatMarkOf(c.value))} />
                    </svg>
                  </button>
                );
              })}
            </div>
            )}
            {open && pinShown && (
              <label class="pin-field">
                <span class="small">{t('new.pin')}</span>
                <input
                  class="input pin-input"
                  inputMode="numeric"
                  type="password"
                  autoComplete="off"
                  maxLength={4}
                  pattern="[0-9]*"
                  value={s.pin}
                  aria-label={t('new.pinFor', { name: s.name })}
                  onInput={(e) => update(i, { pin: (e.target as HTMLInputElement).value.replace(/\D/g, '').slice(0, 4) })}
                />
              </label>
            )}
          </div>
          );
        })}
      </section>

      {Options && options !== null && (
        <section class="panel stack">
          <h2>{t('new.options')}</h2>
          <Options options={options} seats={active.map((s) => ({ name: s.name, color: s.color }))} onChange={changeOptions} shelf={shelf} />
        </section>
      )}

      {problem && (
        <p class="banner" role="alert">
          {t(problem)}
        </p>
      )}
      {loadFailed ? (
        <ReloadNotice message={t(loadFailed)} onReload={reloadForUpdate} />
      ) : (
        <Button variant="primary" big block disabled={!pkg || !!problem || starting} onClick={start} data-testid="start-game">
          {t('new.start')}
        </Button>
      )}
    </main>
  );
}
