// The campaign: after a mission, the next one with the roster that survived it. A won mission
// leads to the next mission; a lost one is fought again by the company (fresh recruits in the
// places of the fallen). After the last mission is won the campaign is over.
import { t } from '../../../i18n/index.ts';
import type { GameSetup } from '../../../engine/replay.ts';
import { MISSION_IDS, MISSIONS, type MissionId } from '../content.ts';
import { rosterAfter, type FiammeOptions, type FiammeState } from '../rules.ts';

export function nextMission(mission: MissionId, won: boolean): MissionId | null {
  if (!won) return mission;
  const i = MISSION_IDS.indexOf(mission);
  return i >= 0 && i + 1 < MISSION_IDS.length ? MISSION_IDS[i + 1] : null;
}

export function fiammeNextSetup(finalState: unknown, setup: GameSetup): { options: FiammeOptions; title: string; retry: boolean } | null {
  const s = finalState as FiammeState;
  if (!s || s.result === null || !Array.isArray(s.flow) || s.flow.length > 0) return null;
  const mission = nextMission(s.mission, s.result === 'won');
  if (mission === null) return null;
  const prev = setup.options as FiammeOptions;
  return {
    options: { mission, physicalDice: !!prev?.physicalDice, roster: rosterAfter(s) },
    title: `Fiamme d\u2019assalto \u00b7 ${t(MISSIONS[mission].nameKey)}`,
    retry: mission === s.mission,
  };
}
