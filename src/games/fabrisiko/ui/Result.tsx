// What the last volleys did, where the players look: each side's dice of the round (the hits
// lit, Melano's rerolled dice marked), the hits and who lost what ("Anna perde 2 carri armati");
// and once a battle is over, how it ended, held on the table until someone moves on.
import { lang, t } from '../../../i18n/index.ts';
import { pluralCategory } from '../../../i18n/grammar.ts';
import type { SeatInfo } from '../../types.ts';
import { Button } from '../../../ui/Button.tsx';
import type { LossVector } from '../rules/types.ts';
import { placeName } from './parts.tsx';
import { lastRound, type BattleReport, type Volley } from './report.ts';
import { SeatDot } from '../../../ui/seat-marks.tsx';

const LOSS_KINDS = ['inf', 'aa', 'tank', 'fighter', 'bomber'] as const;

/** "2 carri armati, 1 fanteria": each kind lost with its count, the name agreeing with it. */
export function lossWords(take: LossVector): string {
  return LOSS_KINDS.filter((k) => take[k] > 0)
    .map((k) => {
      const kind = k === 'aa' ? 'aaInf' : k;
      const plural = pluralCategory(take[k], lang.value) !== 'one';
      return t('fabrisiko.ui.losses.item', { n: take[k], kind: t(`fabrisiko.${plural ? 'pieces' : 'piece'}.${kind}`) });
    })
    .join(', ');
}

/** One volley: the roller, the dice, the hits, and the other side's losses. */
export function VolleyLine({ v, seats, other }: { v: Volley; seats: readonly SeatInfo[]; other: number }) {
  const name = (s: number) => seats[s]?.name ?? '';
  const hits = v.hits ?? v.values.filter((x, i) => x <= (v.fire[i] ?? 0)).length;
  const loser = v.lost?.seat ?? other;
  const lost = v.lost && LOSS_KINDS.some((k) => v.lost!.take[k] > 0) ? lossWords(v.lost.take) : null;
  return (
    <div class="fab-volley" style={{ '--seat': seats[v.seat]?.color }} data-testid={`volley-${v.side}`}>
      <span class="small fab-volley-who">
        <SeatDot color={seats[v.seat]?.color} /> {t('fabrisiko.ui.result.volley', { name: name(v.seat), n: hits })}
      </span>
      <span class="fab-minidice" role="list">
        {v.values.map((x, i) => {
          const hit = x <= (v.fire[i] ?? 0);
          const again = v.rerolled.includes(i);
          const what = [t(hit ? 'fabrisiko.ui.dice.hit' : 'fabrisiko.ui.dice.miss'), ...(again ? [t('fabrisiko.ui.result.rerolled')] : [])].join(', ');
          return (
            <span
              key={i}
              role="listitem"
              class={`fab-minidie${hit ? ' fab-minidie-hit' : ''}${again ? ' fab-minidie-again' : ''}${v.side === 'd' ? ' fab-minidie-dark' : ''}`}
              aria-label={t('fabrisiko.ui.result.die', { n: i + 1, v: x, what })}
              data-value={x}
            >
              {x}
            </span>
          );
        })}
      </span>
      {v.hits !== null && (
        <strong class="small fab-volley-loss" data-testid={`volley-${v.side}-loss`}>
          {lost ? t('fabrisiko.ui.result.lost', { name: name(loser), list: lost }) : t('fabrisiko.ui.result.noLoss', { name: name(loser) })}
        </strong>
      )}
    </div>
  );
}

/** The round just fought, both sides' volleys. */
export function RoundLines({ report, seats, skip }: { report: BattleReport; seats: readonly SeatInfo[]; skip?: Volley }) {
  const vs = lastRound(report).filter((v) => v !== skip);
  if (!vs.length) return null;
  return (
    <div class="fab-round" data-testid="round-report">
      {vs.map((v, i) => (
        <VolleyLine key={i} v={v} seats={seats} other={v.side === 'a' ? report.defender : report.attacker} />
      ))}
    </div>
  );
}

/** A battle just over: how it ended and the last round, until someone moves on or taps on. */
export function BattleResult({ report, seats, onSeen, foot = false }: { report: BattleReport; seats: readonly SeatInfo[]; onSeen: () => void; /** Alone in the bar (a phone): the button on stays at its foot. */ foot?: boolean }) {
  const end = report.end!;
  const name = (s: number) => seats[s]?.name ?? '';
  const at = placeName(report.at);
  // A truce: the defender's card called the battle off before a die was rolled.
  const how = end.truce
    ? t('fabrisiko.ui.result.truce', { name: name(report.defender), attacker: name(report.attacker), at })
    : end.won
      ? t(end.conquered ? 'fabrisiko.ui.result.conquered' : 'fabrisiko.ui.result.cleared', { name: name(report.attacker), at })
      : t('fabrisiko.ui.result.held', { name: name(report.defender), at });
  return (
    <section class="panel stack fab-result" data-testid="battle-result" aria-live="polite">
      <h3>{t('fabrisiko.ui.result.title', { at })}</h3>
      <p class="fab-result-how" data-testid="battle-result-how" style={{ '--seat': seats[end.won ? report.attacker : report.defender]?.color }}>
        <SeatDot color={seats[end.won ? report.attacker : report.defender]?.color} /> <strong>{how}</strong>
      </p>
      <RoundLines report={report} seats={seats} />
      <div class={foot ? 'tl-act' : undefined}>
        <Button block data-testid="battle-result-ok" onClick={onSeen}>
          {t('fabrisiko.ui.result.ok')}
        </Button>
      </div>
    </section>
  );
}
