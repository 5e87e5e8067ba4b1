// Objectives (C 12a): an objective hex occupied by the corteo at the end of a hand is held; it
// must be left in the corteo's next turn, and the moment it is empty it is covered, its points
// won for the whole game, and it counts as a building. Occupied and cleared by the potere
// before the hand ends, it is worth nothing. Then the end of the game (B 15, C 14).
import { unitRecord } from '../content/pieces.ts';
import { cityOf, editUnit, isHex, occupancy, sideOf } from './board.ts';
import type { CorteoContext } from './context.ts';
import { arrestsSpezzoniAtEnd, scenarioValue, victoryLevelOf } from './scenario.ts';
import type { CorteoState } from './types.ts';
import { forcedOut } from './national.ts';

/** The value of an objective hex. */
export function objectiveValue(s: CorteoState, key: string): number {
  const city = cityOf(s);
  const id = city.hexes[key]?.objective;
  return scenarioValue(s, city, id, city.objectives.find((o) => o.id === id)?.value ?? 0);
}

function corteoOn(s: CorteoState, key: string): boolean {
  return s.units.some((u) => u.at === key && sideOf(u.id) === 'corteo');
}

/** Covers every held objective the corteo has left, scoring it. */
export function coverVacated(c: CorteoContext): void {
  const s = c.s;
  for (const key of Object.keys(s.held)) {
    if (corteoOn(s, key)) continue;
    cover(c, key);
  }
}

function cover(c: CorteoContext, key: string): void {
  const value = objectiveValue(c.s, key);
  delete c.s.held[key];
  c.s.covered[key] = value;
  c.s.score.corteo += value;
  const bloc = c.hooks.covered(c.s, key, value);
  c.log('corteo.log.covered', { at: key, value, objective: cityOf(c.s).hexes[key]?.objective ?? '', ...(bloc ? { bloc } : {}) });
}

/** End of a hand: objective hexes the corteo occupies are now held. */
export function holdObjectives(c: CorteoContext): void {
  const s = c.s;
  const city = cityOf(s);
  for (const [key, units] of occupancy(s)) {
    if (city.hexes[key]?.terrain !== 'obiettivo' || key in s.covered || key in s.held) continue;
    if (units.some((u) => sideOf(u.id) === 'corteo')) {
      s.held[key] = s.hand;
      c.hooks.held(s, key, units);
      c.log('corteo.log.held', { at: key, objective: city.hexes[key].objective ?? '' });
    }
  }
}

/** Hexes safe for a spezzone at the end of the advanced game (C 3a, 14). */
function safeForSpezzoni(s: CorteoState, key: string): boolean {
  const t = cityOf(s).hexes[key]?.terrain;
  return t === 'popolari' || t === 'metro' || t === 'affollato';
}

/** Arrests a corteo unit: to the prison, its power to the potere (8f). */
export function arrest(c: CorteoContext, id: string, why = 'corteo.log.arrested'): void {
  const u = editUnit(c.s, id);
  const power = unitRecord(id).power;
  u.at = 'prison';
  delete u.metro;
  forcedOut(c.s, u);
  c.s.score.potere += power;
  c.s.heads = c.s.heads.filter((h) => h !== id);
  c.log(why, { unit: id, power });
}

/** The end after the tenth hand: held objectives score, the advanced game's spezzoni in the open are arrested. */
export function endGame(c: CorteoContext): void {
  const s = c.s;
  for (const key of Object.keys(s.held)) cover(c, key);
  // A scenario's last step first (Antirepressivo: the verdict's dice, if the corteo earned them).
  const last = c.hooks.lastStep(s);
  if (last) {
    c.goto(last);
    s.moving = null;
    return;
  }
  closeGame(c);
}

/** The last of the end: convictions, the advanced game's arrests, the victory levels. */
export function closeGame(c: CorteoContext): void {
  const s = c.s;
  c.hooks.gameEnd(c);
  if (arrestsSpezzoniAtEnd(s)) {
    for (const u of s.units) {
      if (isHex(u.at) && sideOf(u.id) === 'corteo' && unitRecord(u.id).kind === 'spezzone' && !safeForSpezzoni(s, u.at)) {
        arrest(c, u.id, 'corteo.log.arrestedAtEnd');
      }
    }
  }
  const final = s.score.corteo - s.score.potere;
  const level = victoryLevelOf(s, final);
  s.result = { final, level: level.key, winner: level.winner };
  c.endAll();
  s.moving = null;
  s.advance = null;
  c.hooks.results(s);
  c.log('corteo.log.end', { corteo: s.score.corteo, potere: s.score.potere, final, level: level.key });
}
