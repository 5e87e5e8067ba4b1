// Small pieces shared by Repubblica Ribelle's table and private screens: card faces, the mission
// card, seat chips. They only ever receive what a view already allows the viewer to see.
import { t } from '../../../i18n/index.ts';
import type { SeatInfo } from '../../types.ts';
import type { CardView, LeaderView, MissionKind, MissionView } from '../rules.ts';
import { LOCALITIES, TERRITORIES } from '../content.ts';
import { CardBackArt, Gear, LeaderPortrait, MissionArt, ThemeArt } from './art/sprite.tsx';
import { themeKind } from './art/scenes.ts';
import { SeatDot } from '../../../ui/seat-marks.tsx';

export const KIND_LETTER: Record<MissionKind, string> = { military: 'M', political: 'P', social: 'S' };

export function placeName(id: string | null | undefined): string {
  return id ? t(`ribelle.locality.${id}`) : '';
}

export function territoryOf(locality: string): string {
  const l = LOCALITIES.find((x) => x.id === locality);
  return l ? t(`ribelle.territory.${l.territory}`) : '';
}

export function territoryName(id: string): string {
  return TERRITORIES.some((x) => x.id === id) ? t(`ribelle.territory.${id}`) : id;
}

export function cardName(c: { theme: string }): string {
  return t(`ribelle.card.${c.theme}`);
}

export function leaderName(l: { id: string }): string {
  return t(`ribelle.leader.${l.id}`);
}

function activationText(a: CardView['activation']): string {
  return a === 'stella' || a === 'fiamma' ? t(`ribelle.activation.${a}`) : t(`ribelle.resource.${a}`);
}

/** Three values with the mission kind of the moment picked out. */
function Values({ m, p, s, focus }: { m: number; p: number; s: number; focus?: MissionKind | null }) {
  const cell = (k: MissionKind, v: number) => (
    <span class={`rr-val rr-val-${k} ${focus === k ? 'rr-focus' : ''}`}>
      <b>{KIND_LETTER[k]}</b>
      {v}
    </span>
  );
  return (
    <span class="rr-vals" aria-label={t('ribelle.ui.values', { m, p, s })}>
      {cell('military', m)}
      {cell('political', p)}
      {cell('social', s)}
    </span>
  );
}

/**
 * The card values' letters in words, behind a tap (a 48 px summary, never a hover): M, P and S
 * stay on the faces, which have no room for three words at phone size.
 */
export function ValuesKey() {
  return (
    <details class="rr-values-key" data-testid="values-key">
      <summary class="btn ghost">{t('ribelle.ui.valuesKey')}</summary>
      <p class="small">{t('ribelle.ui.valuesKeyText')}</p>
    </details>
  );
}

/** An action card's face. `secret` marks it as private for the privacy checks. */
/** `small`: a smaller face without the activation and the effect; `effect` keeps the effect on it. */
export function CardFace({ card, focus, secret, note, small, effect }: { card: CardView; focus?: MissionKind | null; secret?: boolean; note?: string; small?: boolean; effect?: boolean }) {
  const greens = (['military', 'political', 'social'] as MissionKind[]).filter((_, i) => card.gears[i]);
  return (
    <div class={`rr-card rr-action rr-kind-${themeKind(card.theme)} ${small ? 'rr-small' : ''}`} data-secret={secret ? '' : undefined} data-card={secret ? undefined : card.id}>
      <ThemeArt theme={card.theme} />
      <div class="rr-card-title">{cardName(card)}</div>
      <Values m={card.military} p={card.political} s={card.social} focus={focus} />
      {!small && <div class={`rr-card-act rr-act-${card.activation}`}>{t('ribelle.ui.activation', { what: activationText(card.activation) })}</div>}
      {(!small || effect) && <div class="rr-card-effect">{t(`ribelle.effect.${card.effect}`)}</div>}
      <div class="rr-gears" role="img" aria-label={greens.length ? t('ribelle.ui.gearsLabel', { list: greens.map((k) => t(`ribelle.kind.${k}`)).join(', ') }) : t('ribelle.ui.gearsNone')}>
        {card.gears.map((g, i) => (
          <Gear key={i} green={g} />
        ))}
      </div>
      {note && <div class="rr-card-note">{note}</div>}
    </div>
  );
}

export function LeaderFace({ leader, focus, secret, note }: { leader: LeaderView; focus?: MissionKind | null; secret?: boolean; note?: string }) {
  return (
    <div class="rr-card rr-leader" data-secret={secret ? '' : undefined}>
      <div class="rr-leader-head">
        <LeaderPortrait board={leader.board} phase={leader.phase} />
        <div>
          <div class="rr-card-kicker">{t('ribelle.ui.leaderCard', { phase: leader.phase })}</div>
          <div class="rr-card-title">{leaderName(leader)}</div>
        </div>
      </div>
      <div class="rr-card-effect">{t(`ribelle.leader.${leader.id}.role`)}</div>
      <Values m={leader.military} p={leader.political} s={leader.social} focus={focus} />
      {note && <div class="rr-card-note">{note}</div>}
    </div>
  );
}

export function CardBack({ label }: { label?: string }) {
  return (
    <div class="rr-card rr-back" role={label ? 'img' : undefined} aria-label={label}>
      <CardBackArt />
    </div>
  );
}

export function SeatChip({ seat }: { seat: SeatInfo }) {
  return (
    <span class="rr-seat" style={{ '--seat': seat.color }}>
      <SeatDot color={seat.color} /> {seat.name}
    </span>
  );
}

export function MissionCard({ mission, objectives, target, players, compact }: { mission: MissionView; objectives: number; target: number | null; players: number; compact?: boolean }) {
  const th = mission.thresholds;
  return (
    <section class={`rr-mission rr-mission-${mission.kind}`} data-testid="mission-card" aria-label={t('ribelle.ui.mission')}>
      <MissionArt kind={mission.kind} />
      <div class="rr-mission-head">
        <span class="rr-mission-code">{mission.code}</span>
        <span class="rr-mission-kind">{t('ribelle.ui.missionKind', { kind: t(`ribelle.kind.${mission.kind}`) })}</span>
      </div>
      <div class="rr-mission-title">{t(`ribelle.mission.${mission.code}`)}</div>
      <div class="rr-mission-place">
        {/* A territory named after its main place is named once: "a Fontanaluccia". */}
        {placeName(mission.locality) === territoryName(mission.territory)
          ? t('ribelle.ui.missionAtOnly', { place: placeName(mission.locality) })
          : t('ribelle.ui.missionAt', { place: placeName(mission.locality), territory: territoryName(mission.territory) })}
      </div>
      {mission.kind === 'military' && target !== null && (
        <div class="rr-mission-goal">{t('ribelle.ui.target', { target, difficulty: mission.difficulty ?? 0, players })}</div>
      )}
      {th && (
        <div class="rr-mission-goal">
          {t('ribelle.ui.thresholds', { low: th[0], high: th[1] })}
          <br />
          {t('ribelle.ui.objectivesLeft', { n: objectives })}
        </div>
      )}
      {!compact && (
        <p class="rr-mission-legend small">
          {t(`ribelle.legend.${mission.legend}`, th ? { low: th[0], high: th[1], highMinus: th[1] - 1 } : undefined)}
        </p>
      )}
    </section>
  );
}

/** The mission of the moment in a few lines, beside a decision (its full card is in a tab). */
export function MissionStrip({ mission, objectives, target, players }: { mission: MissionView; objectives: number; target: number | null; players: number }) {
  const th = mission.thresholds;
  return (
    <section class={`rr-mission rr-mission-strip rr-mission-${mission.kind}`} data-testid="mission-strip" aria-label={t('ribelle.ui.missionBrief')}>
      <div class="rr-strip-head">
        <span class="rr-mission-code">{mission.code}</span>
        <strong class="rr-strip-title">{t(`ribelle.mission.${mission.code}`)}</strong>
      </div>
      <div class="small">
        {placeName(mission.locality) === territoryName(mission.territory)
          ? t('ribelle.ui.missionAtOnly', { place: placeName(mission.locality) })
          : t('ribelle.ui.missionAt', { place: placeName(mission.locality), territory: territoryName(mission.territory) })}
        {' · '}
        {mission.kind === 'military' && target !== null
          ? t('ribelle.ui.target', { target, difficulty: mission.difficulty ?? 0, players })
          : th
            ? `${t('ribelle.ui.thresholds', { low: th[0], high: th[1] })} · ${t('ribelle.ui.objectivesLeft', { n: objectives })}`
            : t('ribelle.ui.missionKind', { kind: t(`ribelle.kind.${mission.kind}`) })}
      </div>
    </section>
  );
}
