// The campaign: after a mission, the next one with the roster that survived it. A won mission
// leads to the next mission; a lost one is fought again by the company (fresh recruits in the
// places of the fallen). After the last mission is won the campaign is over.
import { t } from '../../../i18n/index.ts';
import type { GameSetup } from '../../../engine/replay.ts';
import { MISSIONS } from '../content.ts';
import { campaignNext, nextMission, type FiammeOptions, type FiammeState } from '../rules.ts';

export { nextMission };

export function fiammeNextSetup(finalState: unknown, setup: GameSetup): { options: FiammeOptions; title: string; retry: boolean } | null {
  const s = finalState as FiammeState;
  if (!s || s.result === null || !Array.isArray(s.flow) || s.flow.length > 0) return null;
  const options = campaignNext(s, (setup.options as FiammeOptions | undefined) ?? { physicalDice: false });
  if (options === null) return null;
  const mission = options.mission;
  return {
    options,
    title: `Fiamme d\u2019assalto \u00b7 ${t(MISSIONS[mission].nameKey)}`,
    retry: mission === s.mission,
  };
}
