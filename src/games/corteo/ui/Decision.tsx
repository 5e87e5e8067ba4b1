// The decision of the moment, in the fixed column: what the step asks, the unit picked and
// what it may do (move, throw, barricade, metro...), the step's own buttons (run, stop, end
// of the movement, place the rest), the combats with their odds and the table's column before
// the die, the die (the app's, or a real one entered), and the hexes to choose when few.
import type { Dispatch, StateUpdater } from 'preact/hooks';
import { t } from '../../../i18n/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { hintMark, sameMove, useHint } from '../../../ui/hint.ts';
import { COMBAT_TABLE, THROW_TABLE, throwColumn, unitRecord, type Component } from '../content/index.ts';
import type { CityMap } from '../content/map-types.ts';
import { groupOf } from '../rules/board.ts';
import { isActiveHead } from '../rules/head.ts';
import { combatOdds } from '../rules/combat.ts';
import { leftFor } from '../rules/movement.ts';
import { edgeOf } from '../rules/pending.ts';
import type { CorteoMove, CorteoView } from '../rules.ts';
import { CorteoRoll } from './Dice.tsx';
import { SpecialDecision } from './Special.tsx';
import { DissidentRolls, ProlongChoice } from './Antifascista.tsx';
import { GoingHome } from './Sociale.tsx';
import { socialeOf } from '../rules/sociale.ts';
import { TrialDecision } from './Antirepressivo.tsx';
import { boardOf, placeName, unitName } from './model.ts';
import { groupTargets, unitOfMove, type Mode, type TargetItem } from './targets.ts';
import { headCandidates, headMove, headPartners } from './heads.ts';
import { MoreList } from '../../../ui/MoreList.tsx';

export interface Pick {
  unit: string | null;
  mode: Mode | null;
  /** Index in the legal moves of the combat chosen. */
  combat: number | null;
  /** A throw waiting for its die. */
  rolling: Extract<CorteoMove, { type: 'throw' }> | null;
}

interface Props {
  view: CorteoView;
  city: CityMap;
  moves: readonly CorteoMove[];
  pick: Pick;
  modes: readonly Mode[];
  targets: ReadonlyMap<string, CorteoMove>;
  setPick: Dispatch<StateUpdater<Pick>>;
  play: (m: CorteoMove) => void;
  busy: boolean;
  /** The heads step: the units chosen so far (on the map or here) and a tap on one. */
  heads?: { chosen: readonly string[]; toggle: (id: string) => void };
}

const SHOW_TARGETS = 16;

export function DecisionPanel(p: Props) {
  const { view, moves } = p;
  const step = view.step;
  return (
    <section class="panel stack co-decision" data-testid="co-decision" aria-label={t(`corteo.step.${step === 'move' || step === 'combat' ? `${step}.${view.side}` : step === 'prolong' ? `${view.scen?.prolong?.hands ? 'prolongAnswer' : 'prolong'}.${view.side}` : step === 'retreat' ? `retreat.${view.pending[0]?.kind ?? 'retreat'}` : step === 'special' ? `special.${view.rolls?.[0]?.kind ?? 'roll'}` : step === 'placeCorteo' && socialeOf(view) ? 'placeScattered' : step}`)}>
      {step === 'head' && <HeadChoice {...p} />}
      {step === 'heads' && <HeadsChoice {...p} />}
      {step === 'combat' && <Combats {...p} />}
      {step === 'special' && <SpecialDecision {...p} />}
      {step === 'retreat' && <HexButtons {...p} list={moves.filter((m) => m.type === 'retreat')} />}
      {step === 'prolong' && <ProlongChoice {...p} />}
      {step === 'move' && <DissidentRolls {...p} />}
      {step === 'move' && <GoingHome {...p} />}
      {(step === 'move' || step === 'verdict') && <TrialDecision {...p} />}
      {(step === 'placeCorteo' || step === 'placePotere' || step === 'reinforce' || step === 'move' || step === 'advance') && <UnitChoice {...p} />}
    </section>
  );
}

function HeadChoice({ moves, play, busy }: Props) {
  const hint = useHint<CorteoMove>();
  return (
    <>
    <p class="small co-hint" data-testid="head-why">{t('corteo.ui.head.why')}</p>
    <MoreList inBar class="co-choices co-components">
      {moves.map((m) => m.type === 'head' && (
        <Button key={m.component} disabled={busy} data-testid={`head-${m.component}`} onClick={() => play(m)} {...hintMark(hint, m)}>
          {t(`corteo.component.${m.component as Component}`)}
        </Button>
      ))}
    </MoreList>
    </>
  );
}

function HeadsChoice({ moves, play, busy, city, view, heads }: Props) {
  const hint = useHint<CorteoMove>();
  const chosen = heads?.chosen ?? [];
  const candidates = headCandidates(moves);
  const open = new Set(headPartners(moves, chosen));
  const ready = headMove(moves, chosen);
  const pairs = moves.some((m) => m.type === 'heads' && m.units.length > 1);
  const where = (id: string) => placeName(city, view.units.find((u) => u.id === id)?.at ?? '');
  return (
    <>
      <p class="small co-hint">{t(pairs ? 'corteo.ui.heads.tap' : 'corteo.ui.heads.tapOne')} {t('corteo.ui.heads.why')}</p>
      <MoreList inBar class="co-choices co-heads co-scroll" role="group" aria-label={t('corteo.ui.heads.list')}>
        {candidates.map((id) => (
          <Button
            key={id}
            aria-pressed={chosen.includes(id)}
            class={chosen.includes(id) || open.has(id) ? undefined : 'co-dim'}
            data-testid={`headunit-${id}`}
            onClick={() => heads?.toggle(id)}
          >
            <span class="co-head-name">{unitName(id)}</span>
            <span class="co-head-place small">{where(id)}</span>
          </Button>
        ))}
      </MoreList>
      <p class="co-oddsline" data-testid="heads-chosen">{chosen.length ? t('corteo.ui.heads.chosen', { units: chosen.map(unitName).join(' + ') }) : t('corteo.ui.heads.none')}</p>
      <div class="co-actions tl-act">
        <Button variant="primary" disabled={busy || !ready} data-testid="heads-confirm" onClick={() => ready && play(ready)} {...hintMark(hint, ready)}>
          {t('corteo.ui.heads.confirm')}
        </Button>
      </div>
    </>
  );
}

function Combats({ view, moves, pick, setPick, play, busy }: Props) {
  const hint = useHint<CorteoMove>();
  const board = boardOf(view);
  const list = moves.map((m, i) => ({ m, i })).filter((x) => x.m.type === 'combat' && !x.m.faces?.some((f) => f !== 1));
  const chosen = pick.combat !== null ? moves[pick.combat] : null;
  const c = chosen && chosen.type === 'combat' ? chosen : null;
  const odds = c ? combatOdds(board, c.attackers, c.defenders) : null;
  const names = (ids: readonly string[]) => ids.map(unitName).join(' + ');
  return (
    <>
      <p class="small co-hint">{t('corteo.ui.chooseCombat')}</p>
      {/* With a combat chosen the list shrinks, so its odds and the die stay on screen. */}
      <MoreList inBar class={`co-choices co-scroll${c ? ' co-scroll-short' : ''}`} role="radiogroup" aria-label={t('corteo.ui.combats')}>
        {list.map(({ m, i }) => {
          if (m.type !== 'combat') return null;
          const o = combatOdds(board, m.attackers, m.defenders);
          return (
            <Button key={i} role="radio" aria-checked={pick.combat === i} data-testid={`combat-${list.findIndex((x) => x.i === i)}`} onClick={() => setPick((q) => ({ ...q, combat: i }))} {...(pick.combat !== i && sameCombat(hint, m) ? { 'data-hint': 'true' as const } : {})}>
              <span>
                {t('corteo.ui.combat.vs', { a: names(m.attackers), d: names(m.defenders) })}
                {typeof o !== 'string' && ` \u00b7 ${o.column}`}
              </span>
            </Button>
          );
        })}
      </MoreList>
      {c && odds && typeof odds !== 'string' && (
        <div class="stack co-odds" data-testid="combat-odds">
          <p class="co-oddsline">{t('corteo.ui.odds', { attack: odds.attack, defence: odds.defence, column: odds.column })}</p>
          <TableColumn column={odds.column} kind="combat" />
          <CorteoRoll
            column={odds.column}
            kind="combat"
            physical={!!view.options.physicalDice}
            disabled={busy}
            onRoll={(faces) => play({ type: 'combat', attackers: c.attackers, defenders: c.defenders, ...(faces ? { faces } : {}) })}
            hinted={sameCombat(hint, c)}
          />
        </div>
      )}
    </>
  );
}

/** Whether the hint is this combat (the same units on each side, whatever die it names). */
function sameCombat(hint: CorteoMove | null, m: CorteoMove): boolean {
  return hint?.type === 'combat' && m.type === 'combat' && JSON.stringify([hint.attackers, hint.defenders]) === JSON.stringify([m.attackers, m.defenders]);
}

/** The table's column the die will be read on: faces 1-6 and their results. */
function TableColumn({ column, kind }: { column: string; kind: 'combat' | 'throw' }) {
  const row = (kind === 'combat' ? COMBAT_TABLE : THROW_TABLE).rows[column] ?? [];
  return (
    <table class="co-column" data-testid="table-column">
      <caption class="small">{t('corteo.ui.column', { column })}</caption>
      <tbody>
        <tr>{row.map((_, i) => <th key={i} scope="col">{i + 1}</th>)}</tr>
        <tr>{row.map((r, i) => <td key={i} title={t(`corteo.ui.result.${r}`)}>{t(`corteo.ui.short.${r}`)}</td>)}</tr>
      </tbody>
    </table>
  );
}

function targetPower(view: CorteoView, at: string): number {
  return view.units.filter((u) => u.at === at).reduce((n, u) => n + unitRecord(u.id).power + (isActiveHead(view, u.id) ? 2 * (groupOf(view, u.id).length - 1) : 0), 0);
}

function UnitChoice(p: Props) {
  const hint = useHint<CorteoMove>();
  const { view, moves, pick, modes, targets, setPick, play, busy, city } = p;
  const step = view.step;
  const units = [...new Set(moves.map(unitOfMove).filter((u): u is string => !!u))];
  const has = (type: CorteoMove['type']) => moves.find((m) => m.type === type);
  const done = has('done');
  // Units to pick by button: those off the map, and on the map too when the step cannot end
  // without one of them moving (an advance that must follow, units leaving a held objective).
  const listAll = step === 'advance' || (step === 'move' && !done);
  const offMap = units.filter((id) => listAll || ![...view.units, ...(view.scen?.pieces ?? [])].find((u) => u.id === id && u.at.includes(',')));
  const run = has('run');
  const stop = has('stop');
  const left = pick.unit && step === 'move' ? leftFor(boardOf(view), pick.unit) : null;
  const rolling = pick.rolling;
  const throwCol = rolling ? throwColumn(unitRecord(rolling.unit).power + (rolling.with ? unitRecord(rolling.with).power : 0), targetPower(view, rolling.at)) : null;
  return (
    <>
      {!pick.unit && <p class="small co-hint">{t(step === 'move' ? 'corteo.ui.tapUnit' : 'corteo.ui.tapHex')}</p>}
      {pick.unit && (
        <div class="stack co-unit" data-testid="picked-unit" data-unit={pick.unit}>
          <strong>{left ? t('corteo.ui.unitLeft', { unit: unitName(pick.unit), left: left.left / 2 }) : t('corteo.ui.selected', { unit: unitName(pick.unit) })}</strong>
          {modes.length > 1 && (
            <div class="segmented co-modes">
              {modes.map((m) => (
                <Button key={m} aria-pressed={pick.mode === m} data-testid={`mode-${m}`} onClick={() => setPick((q) => ({ ...q, mode: m, rolling: null }))}>
                  {t(`corteo.ui.mode.${m}`)}
                </Button>
              ))}
            </div>
          )}
          {!rolling && targets.size > 0 && targets.size <= SHOW_TARGETS && <HexButtons {...p} list={[...targets.values()]} />}
          {!rolling && targets.size > SHOW_TARGETS && targets.has('off') && <HexButtons {...p} list={[targets.get('off')!]} />}
        </div>
      )}
      {rolling && throwCol && (
        <div class="stack co-odds" data-testid="throw-odds">
          <p class="co-oddsline">
            {unitName(rolling.unit)}{rolling.with ? ` ${t('corteo.ui.throwWith', { unit: unitName(rolling.with) })}` : ''} → {placeName(city, rolling.at)}
          </p>
          <TableColumn column={throwCol} kind="throw" />
          <CorteoRoll column={throwCol} kind="throw" physical={!!view.options.physicalDice} disabled={busy} onRoll={(faces) => play({ ...rolling, ...(faces ? { faces } : {}) })} hinted={hint?.type === 'throw' && rolling.type === 'throw' && hint.unit === rolling.unit && hint.at === rolling.at} />
        </div>
      )}
      {offMap.length > 0 && (step !== 'move' || !pick.unit) && (
        <div class="stack">
          <span class="small muted">{step === 'move' || step === 'advance' ? (listAll ? t('corteo.ui.mustMove') : t('corteo.ui.offMap')) : t('corteo.ui.toPlace')}</span>
          <MoreList inBar class="co-choices co-units co-scroll">
            {offMap.map((id) => (
              <Button key={id} aria-pressed={pick.unit === id} data-testid={`unit-${id}`} onClick={() => setPick({ unit: id, mode: null, combat: null, rolling: null })}>
                {unitName(id)}
              </Button>
            ))}
          </MoreList>
        </div>
      )}
      <div class="co-actions tl-act">
        {stop && <Button disabled={busy} data-testid="stop" onClick={() => play(stop)} {...hintMark(hint, stop)}>{t('corteo.ui.stop')}</Button>}
        {pick.unit && !stop && <Button data-testid="deselect" onClick={() => setPick({ unit: null, mode: null, combat: null, rolling: null })}>{t('corteo.ui.deselect')}</Button>}
        {run && <Button disabled={busy} data-testid="run" onClick={() => play(run)} {...hintMark(hint, run)}>{t('corteo.ui.run')}</Button>}
        {done && (
          <Button variant="primary" disabled={busy} data-testid={step === 'move' ? 'end-move' : step === 'advance' ? 'advance-done' : 'place-rest'} onClick={() => play(done)} {...hintMark(hint, done)}>
            {t(step === 'move' ? 'corteo.ui.endMove' : step === 'advance' ? 'corteo.ui.advanceDone' : 'corteo.ui.placeRest')}
          </Button>
        )}
      </div>
    </>
  );
}

/** A button for each target hex, named by its street, when they are few enough to list. */
function HexButtons({ list, play, busy, city, setPick, view }: Props & { list: readonly CorteoMove[] }) {
  const hint = useHint<CorteoMove>();
  // Leaving the map says by which edge: the motorcade by the east one, a retreat by its hex's.
  const exit = (m: CorteoMove): string => {
    const from = m.type === 'mobile' ? view.scen?.pieces.find((p) => p.id === m.piece)?.at : 'unit' in m ? view.units.find((u) => u.id === m.unit)?.at : undefined;
    const edge = from ? edgeOf(view, from)?.edge : undefined;
    return edge ? t(`corteo.ui.exit.${edge}`) : t('corteo.ui.offMap');
  };
  const hexOf = (m: CorteoMove): string => ('to' in m ? m.to : 'at' in m ? m.at : '');
  const groups = groupTargets(list, hexOf, (m) => (hexOf(m) === 'off' ? exit(m) : placeName(city, hexOf(m))));
  const target = (place: string, x: TargetItem) => {
    const m = x.move;
    const companion = m.type === 'throw' && m.with ? ` (${t('corteo.ui.throwWith', { unit: unitName(m.with) })})` : '';
    const full = (x.nth ? t('corteo.ui.hexOf', { place, n: x.nth }) : place) + companion;
    return (
      <Button
        key={`${x.hex}|${m.type === 'throw' ? m.with ?? '' : ''}`}
        disabled={busy}
        aria-label={x.nth ? full : undefined}
        data-testid={`target-${x.hex}${m.type === 'throw' && m.with ? `-${m.with}` : ''}`}
        onClick={() => (m.type === 'throw' ? setPick((q) => ({ ...q, mode: 'throw', rolling: m })) : play(m))}
        {...(sameMove(hint, m) || (m.type === 'throw' && hint?.type === 'throw' && hint.unit === m.unit && hint.at === m.at && hint.with === m.with) ? { 'data-hint': 'true' as const } : {})}
      >
        {x.nth ? `${x.nth}${companion}` : full}
      </Button>
    );
  };
  return (
    <MoreList inBar class="co-choices co-scroll" data-testid="targets">
      {groups.map((g) =>
        g.items.some((x) => x.nth) ? (
          // A place with several hexes here: its name once, then a numbered button a hex.
          <div key={g.place} class="co-hexrow" role="group" aria-label={g.place}>
            <span class="co-hexrow-name" aria-hidden="true">{g.place}</span>
            {g.items.map((x) => target(g.place, x))}
          </div>
        ) : (
          g.items.map((x) => target(g.place, x))
        ),
      )}
    </MoreList>
  );
}
