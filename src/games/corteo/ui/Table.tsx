// Corteo's table: the city (pan and pinch) and, on the same screen (TableLayout), the banner of
// the side to move and the phase, the decision of the moment and the dice; the game's state
// (hand, runs and barricades left, the score, the objectives taken, the Pagine Gialle) and the
// legend in tabs. Nothing in these games is secret, so there is no cover between the sides. On the
// map: the picked unit's reachable hexes with their cost, the enemy's zone of control, a
// throw's line, the units of the combat chosen, and what the last move did, ringed. Where the
// hexes are smaller than a finger, a tap opens the picker (seven hexes drawn large).
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { lang, t } from '../../../i18n/index.ts';
import { formatNumber } from '../../../i18n/grammar.ts';
import type { TableProps } from '../../types.ts';
import { BoardViewport, type BoardFocus } from '../../../ui/BoardViewport.tsx';
import { TableLayout } from '../../../ui/TableLayout.tsx';
import { useAct } from '../../../ui/useAct.ts';
import { useHint } from '../../../ui/hint.ts';
import { TERRAIN_EFFECTS } from '../content/city/index.ts';
import { cityOf, sideOf, zocOf } from '../rules/board.ts';
import { destinations } from '../rules/movement.ts';
import { other, type CorteoMove, type CorteoView } from '../rules.ts';
import { CityMap } from './CityMap.tsx';
import { HexPicker } from './HexPicker.tsx';
import { DecisionPanel, type Pick } from './Decision.tsx';
import { LastRoll } from './Dice.tsx';
import { Status, EndPanel, Banner } from './Status.tsx';
import { boardOf, countersOf, objectiveValues, lastRoll, placeName, recentHexes, unitName } from './model.ts';
import { modesOf, pickableUnits, targetMoves, unitsAt } from './targets.ts';
import { boxOf, cityMaxScale, focusOf, followTransform, keptToCorner, openingTransform, pointsAt } from './follow.ts';
import { headCandidates, headMove, headPartners, initialHeads, toggleHead } from './heads.ts';
import { centre, cityLayout, SIZE } from './city-draw.ts';
import { JamToggle, jamTargets } from './Special.tsx';
import { Legend } from './Legend.tsx';
import './city-map.css';
import './corteo.css';

const NO_PICK: Pick = { unit: null, mode: null, combat: null, rolling: null };
const NO_MOVES: readonly CorteoMove[] = [];
/** Below this many pixels across, a hex is picked through the picker. */
const FINGER = 40;
/** A hex across, in map units. */
const HEX_UNITS = Math.sqrt(3) * SIZE;

export function CorteoTable({ view, seats, decision, moves: legal, onMove }: TableProps<CorteoView, CorteoMove>) {
  const { act, busy } = useAct(onMove);
  const seat = decision && !decision.secret ? decision.seat : null;
  // The decision's legal moves come with the view (the shell lists them from the state).
  const moves = seat === null ? NO_MOVES : legal;
  const board = useMemo(() => boardOf(view), [view]);
  const city = useMemo(() => cityOf(view), [view.options.map]);
  const [pick, setPick] = useState<Pick>(NO_PICK);
  const [picker, setPicker] = useState<string | null>(null);
  const [found, setFound] = useState<string[]>([]);
  const [heads, setHeads] = useState<string[]>([]);
  const [jamming, setJamming] = useState(false);
  const [tab, setTab] = useState<'status' | 'legend' | null>(null);
  const mapBox = useRef<HTMLDivElement>(null);
  // What the last move wrote: the entries since the view before.
  const seenLog = useRef(view.log.length);
  const [recent, setRecent] = useState<string[]>([]);
  const at = useMemo(() => unitsAt(view), [view]);
  // "Cosa farebbe Passamano?": the hinted move's unit and its target are ringed on the map.
  const hint = useHint<CorteoMove>();
  const hinted = useMemo(() => hintHexes(hint, at, view), [hint, at, view]);
  useEffect(() => {
    const fresh = view.log.slice(Math.min(seenLog.current, view.log.length));
    seenLog.current = view.log.length;
    if (fresh.length) setRecent(recentHexes(view, fresh, at));
  }, [view.log.length]);
  // A new step, side or move clears a half-made choice (a unit still moving stays picked).
  useEffect(() => {
    setPicker(null);
    setJamming(false);
    setPick(view.moving && !view.moving.removed ? { ...NO_PICK, unit: view.moving.id, mode: 'move' } : NO_PICK);
    setHeads(initialHeads(moves));
  }, [view.step, view.side, seat, view.log.length]);
  const headUnits = useMemo(() => (view.step === 'heads' ? headCandidates(moves) : []), [moves, view.step]);
  const headHexes = useMemo(() => {
    if (!headUnits.length) return [];
    const show = headMove(moves, heads) ? heads : [...heads, ...headPartners(moves, heads)];
    return [...new Set(show.map((id) => at.get(id)).filter((h): h is string => !!h))];
  }, [headUnits, heads, moves, at]);
  const toggleHeadUnit = (id: string) => setHeads((h) => toggleHead(moves, h, id));

  const pickable = useMemo(() => pickableUnits(moves), [moves]);
  const modes = pick.unit ? modesOf(moves, pick.unit) : [];
  const mode = pick.mode && modes.includes(pick.mode) ? pick.mode : (modes[0] ?? null);
  const targets = useMemo(() => targetMoves(moves, pick.unit, mode), [moves, pick.unit, mode]);
  const targetHexes = useMemo(() => new Set([...targets.keys()].map((k) => k.split('|')[0])), [targets]);
  const stepTargets = useMemo(() => {
    // Retreats are the step's own targets, with no unit to pick.
    const m = jamming ? jamTargets(moves) : new Map<string, CorteoMove>();
    for (const x of moves) if (x.type === 'retreat') m.set(x.to, x);
    // The arriving units of 13d are placed with no unit to pick.
    if (view.step === 'special') for (const x of moves) if (x.type === 'place') m.set(x.at, x);
    return m;
  }, [moves, jamming, view.step]);
  const combat = pick.combat !== null ? moves[pick.combat] : null;
  const combatHexes = combat && combat.type === 'combat' ? [...combat.attackers, ...combat.defenders].map((id) => at.get(id)).filter((h): h is string => !!h) : [];

  const costs = useMemo(() => {
    if (!pick.unit || mode !== 'move' || view.step !== 'move') return undefined;
    const out: Record<string, number> = {};
    for (const [k, half] of destinations(board, pick.unit)) out[k] = half / 2;
    return out;
  }, [board, pick.unit, mode, view.step]);

  const zoc = useMemo(() => (view.step === 'move' || view.step === 'placePotere' || view.step === 'reinforce' || view.step === 'advance' ? zocOf(view, other(view.side)) : new Set<string>()), [view, view.step, view.side]);

  const lit = headHexes.length ? headHexes : stepTargets.size ? [...stepTargets.keys()] : combatHexes.length ? combatHexes : [...targetHexes];
  const tone = headHexes.length || stepTargets.size || combatHexes.length || (mode && mode !== 'move' && mode !== 'place') ? 'target' : 'reach';
  const litSet = useMemo(() => new Set(found.length ? found : lit), [found, lit.join(' ')]);
  const throwLine = mode === 'throw' && pick.rolling?.type === 'throw' && pick.unit ? ([at.get(pick.unit) ?? '', pick.rolling.at] as const) : null;

  const play = (m: CorteoMove) => {
    void act(m);
  };

  /** A hex chosen (on the map, or in the picker). */
  const choose = (k: string) => {
    setPicker(null);
    const st = stepTargets.get(k);
    if (st) return play(st);
    if (headUnits.length) {
      // Two candidates stacked: each tap takes the next one not yet chosen, then lets them go.
      const here = headUnits.filter((id) => at.get(id) === k);
      const next = here.find((id) => !heads.includes(id)) ?? here[here.length - 1];
      if (next) toggleHeadUnit(next);
      return;
    }
    if (pick.unit && targetHexes.has(k)) {
      const m = [...targets.entries()].find(([key]) => key.split('|')[0] === k)![1];
      if (m.type === 'throw') return setPick({ ...pick, mode: 'throw', rolling: m });
      return play(m);
    }
    const here = [...view.units, ...(view.scen?.pieces ?? [])].filter((u) => u.at === k && pickable.includes(u.id)).map((u) => u.id);
    if (here.length) {
      // Units stacked on the hex: each tap picks the next one, round the stack.
      const next = here[(here.indexOf(pick.unit ?? '') + 1) % here.length];
      return setPick({ ...NO_PICK, unit: next });
    }
    if (view.step === 'combat') {
      const i = moves.findIndex((m) => m.type === 'combat' && [...m.attackers, ...m.defenders].some((id) => at.get(id) === k));
      if (i >= 0) return setPick({ ...NO_PICK, combat: i });
    }
    if (!view.moving) setPick(NO_PICK);
  };

  const hexPx = () => {
    const svg = mapBox.current?.querySelector('svg.city-map');
    if (!svg) return 100;
    const vb = (svg as SVGSVGElement).viewBox.baseVal;
    return vb && vb.width ? (svg.getBoundingClientRect().width / vb.width) * HEX_UNITS : 100;
  };
  const onHex = (k: string) => {
    if (seat === null) return;
    if (hexPx() < FINGER) setPicker(k);
    else choose(k);
  };
  const allowed = useMemo(() => {
    const s = new Set<string>([...targetHexes, ...stepTargets.keys()]);
    for (const id of [...pickable, ...headUnits]) { const h = at.get(id); if (h) s.add(h); }
    if (view.step === 'combat') for (const m of moves) if (m.type === 'combat') for (const id of [...m.attackers, ...m.defenders]) { const h = at.get(id); if (h) s.add(h); }
    return s;
  }, [targetHexes, stepTargets, pickable, headUnits, at, moves, view.step]);
  const counters = useMemo(() => countersOf(view, headUnits.length ? heads : pick.unit), [view, pick.unit, heads, headUnits]);
  const hexLabel = (k: string) => {
    const h = city.hexes[k];
    const terrain = h ? TERRAIN_EFFECTS[h.terrain].name[lang.value === 'en' ? 'en' : 'it'] : '';
    const units = [...view.units, ...(view.scen?.pieces ?? [])].filter((u) => u.at === k).map((u) => unitName(u.id));
    return units.length ? t('corteo.ui.picker.units', { place: placeName(city, k), terrain, units: units.join(', ') }) : t('corteo.ui.picker.hex', { place: placeName(city, k), terrain });
  };
  // The map follows the decision of the moment (follow.ts): a new key, a new look.
  const appDeciding = !!decision && !!seats[decision.seat]?.app;
  const layout = useMemo(() => cityLayout(city), [city]);
  const objectives = useMemo(() => objectiveValues(view.options, city), [view.options.scenario, view.options.custom, city]);
  // An editor's scenario (a lesson's among them) may keep to a corner: where its units stand
  // and the corteo starts, which a tablet opens on (and keeps to, at a finger's hexes).
  const cornerArea = (w: number) => {
    const start = view.options.custom?.corteo.start;
    const corner = view.options.custom ? [...view.units.map((u) => String(u.at)), ...(typeof start === 'object' ? start.hexes : [])] : [];
    return boxOf(corner.filter((k) => city.hexes[k]).map((k) => centre(layout.layout, k)), w / layout.width);
  };
  const focus = useMemo((): BoardFocus => {
    // A hint asked is followed to its rings (its unit and its target), as the app's moves are.
    const f = hinted.length ? { hexes: hinted, close: false } : focusOf({ view, moves, pick: { ...pick, mode }, app: appDeciding, recent, at });
    // The app's moves are followed as their rings land (recent is set just after the view).
    const key = hinted.length ? `hint|${hinted.join(' ')}` : appDeciding ? `app|${f.hexes.join(' ')}` : [view.log.length, view.step, view.side, decision?.seat ?? '', pick.unit ?? '', mode ?? '', pick.combat ?? '', pick.rolling?.at ?? ''].join('|');
    return {
      key,
      to: (w, h, current) => {
        const centres = f.hexes.map((k) => centre(layout.layout, k));
        const box = boxOf(centres, w / layout.width);
        const hex = (HEX_UNITS * w) / layout.width;
        // A game kept to a corner, opened on it on a tablet, stays at hexes a finger takes (a
        // pixel over the picker's bound, so the hex measured on the page is clear of it).
        const keep = keptToCorner(hex, w, h, cornerArea(w)) ? FINGER + 1 : 0;
        return box ? followTransform(current, box, hex, w, h, f.close, cityMaxScale(hex), pointsAt(centres, w / layout.width), keep) : null;
      },
    };
  }, [view, moves, pick, mode, appDeciding, recent, at, layout, decision?.seat, hinted]);
  // On a phone the map opens close enough to read, on the action: what the decision concerns,
  // else the units the deciding side may move, else where its moves lead (a placement), else
  // the side to move's units.
  const opening = (w: number, h: number) => {
    const f = focusOf({ view, moves, pick: { ...pick, mode }, app: appDeciding, recent, at });
    const side = view.units.filter((u) => sideOf(u.id) === view.side).map((u) => String(u.at));
    const led = moves.flatMap((m) => ('at' in m && typeof m.at === 'string' ? [m.at] : 'to' in m && typeof m.to === 'string' ? [m.to] : []));
    const hexes = [f.hexes, pickable.map((id) => at.get(id) ?? ''), led, side].find((list) => list.some((k) => city.hexes[k])) ?? [];
    const box = boxOf(hexes.filter((k) => city.hexes[k]).map((k) => centre(layout.layout, k)), w / layout.width);
    return openingTransform(box, (HEX_UNITS * w) / layout.width, w, h, cornerArea(w));
  };
  const maxScale = (w: number) => cityMaxScale((HEX_UNITS * w) / layout.width);
  const roll = lastRoll(view);
  const over = view.step === 'over';
  // A new step, a new decision: the bar slides in (TableLayout) and the step's panels start afresh.
  const decideKey = `${view.step}|${view.side}|${seat ?? ''}`;
  return (
    <TableLayout
      class="co"
      testid="corteo-table"
      prefix="co"
      label={t('corteo.ui.panels')}
      aspect={Math.round(layout.width) / Math.round(layout.height)}
      board={
        <div class="co-mapcol" ref={mapBox}>
          <BoardViewport label={t('corteo.ui.map')} resetLabel={t('corteo.ui.map.reset')} focus={focus} initial={opening} maxScale={maxScale}>
            <CityMap
              city={city}
              lang={lang.value === 'en' ? 'en' : 'it'}
              highlight={found.length ? found : lit}
              tone={found.length ? 'found' : tone}
              costs={found.length ? undefined : costs}
              selected={pick.unit ? (at.get(pick.unit) ?? null) : null}
              counters={counters}
              zoc={pick.unit || view.step === 'move' ? zoc : undefined}
              recent={recent}
              hinted={hinted}
              line={throwLine}
              special={view}
              objectives={objectives}
              onHex={onHex}
              tappable={allowed}
              label={t('corteo.ui.map')}
            />
          </BoardViewport>
          {picker && (
            <HexPicker
              city={city}
              center={picker}
              allowed={allowed}
              counters={counters}
              barricades={view.barricades}
              onPick={choose}
              onClose={() => setPicker(null)}
              closeLabel={t('corteo.ui.picker.close')}
              hexLabel={hexLabel}
              lit={litSet}
              tone={found.length ? 'found' : tone}
              costs={found.length ? undefined : costs}
              formatCost={(n) => formatNumber(n, lang.value)}
            />
          )}
        </div>
      }
      decideKey={decideKey}
      decide={
        <>
          <Banner view={view} seats={seats} />
          {over && <EndPanel view={view} />}
          {seat !== null && !over && (
            // Keyed by the step: a decision's dice and choices start afresh with each step, as when
            // the whole bar was drawn anew (the banner keeps its elements).
            <DecisionPanel
              key={decideKey}
              view={view}
              city={city}
              moves={moves}
              pick={{ ...pick, mode }}
              modes={modes}
              targets={targets}
              setPick={setPick}
              play={play}
              busy={busy}
              heads={{ chosen: heads, toggle: toggleHeadUnit }}
            />
          )}
          {seat !== null && !over && view.step === 'move' && <JamToggle key={decideKey} moves={moves} on={jamming} set={(on) => (setJamming(on), setPick(NO_PICK))} />}
          {roll && <LastRoll key={decideKey} entry={roll.entry} seq={roll.seq} physical={!!view.options.physicalDice} />}
        </>
      }
      tabs={[
        { id: 'status', label: t('corteo.ui.tab.status') },
        { id: 'legend', label: t('corteo.ui.tab.legend') },
      ]}
      tab={tab}
      onTab={setTab}
      // A place found in the Pagine Gialle is lit on the map: a drawer over it closes.
      panel={(k) => (k === 'status' ? <Status view={view} city={city} onFind={(hexes) => (setFound(hexes), setTab(null))} /> : <Legend view={view} counters={counters} />)}
    />
  );
}

/** The hexes a hinted move touches: its unit's (or piece's) hex and its target, the units of a combat, or the heads. */
function hintHexes(hint: CorteoMove | null, at: ReadonlyMap<string, string>, view: CorteoView): string[] {
  if (!hint) return [];
  const out: (string | undefined)[] = [];
  if ('unit' in hint) out.push(at.get(hint.unit));
  if (hint.type === 'mobile') out.push(view.scen?.pieces.find((p) => p.id === hint.piece)?.at);
  if ('to' in hint) out.push(hint.to);
  if ('at' in hint) out.push(hint.at);
  if (hint.type === 'combat') for (const id of [...hint.attackers, ...hint.defenders]) out.push(at.get(id));
  if (hint.type === 'heads') for (const id of hint.units) out.push(at.get(id));
  return [...new Set(out.filter((h): h is string => !!h))];
}
