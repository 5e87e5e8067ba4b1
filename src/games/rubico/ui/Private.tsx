// A Rubico seat's private screen: role, power card, Marcia cards and the seat's secret steps.
// Every secret step has the same layout for red and blue seats: role, Senate panel, power,
// cards, then one action area; what differs is only the text inside the panels.
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { t } from '../../../i18n/index.ts';
import type { PrivateProps, SeatInfo } from '../../types.ts';
import type { PowerCard, PowerUse, RubicoMove, RubicoView, SeatSecrets } from '../rules.ts';
import { POWER_CARDS } from '../content.ts';
import { Button } from '../../../ui/Button.tsx';
import { useAct } from '../../../ui/useAct.ts';
import { hintMark, useHint } from '../../../ui/hint.ts';
import { CardBack, MarciaFace, SeatName, powerName } from './parts.tsx';
import { PowerArt, RoleArt } from './art/powers.tsx';
import './rubico.css';
import './rubico-motion.css';
import './rubico-fit.css';
import { Reserved } from '../../../ui/Reserved.tsx';
import { useRootClass } from '../../../ui/root-class.ts';
import { BAR_SHOWN } from './parts.tsx';

const timingOf = (card: PowerCard) => POWER_CARDS.find((p) => p.id === card)!.timing;

type OnMove = PrivateProps<RubicoView, RubicoMove>['onMove'];

/** A private screen closes after a successful move: its buttons stay busy until then. */
const useSecretAct = (onMove: OnMove) => useAct(onMove, { holdAfterSuccess: true });

export function RubicoPrivate({ view, seat, seats, decision, onMove }: PrivateProps<RubicoView, RubicoMove>) {
  const me = view.me!;
  const kind = decision?.kind;
  // The first look (and a look between steps) shows the role and the power card in full. A secret
  // step shows them in one line and gives the screen to the step itself, so its cards and its
  // button share one screen: the power card's text is in the step's own panel where it matters.
  const full = !decision || kind === 'rubico.step.roles';
  return (
    <div class={`rb stack rb-private${full ? ' rb-private-full' : ''}`}>
      {full ? (
        <div class="rb-pair">
          <RoleCard me={me} seats={seats} />
          <PowerPanel me={me} />
        </div>
      ) : (
        <IdStrip me={me} />
      )}
      {/* The card just seen comes first; the seat's own cards under it. */}
      {kind === 'rubico.step.peek' && me.pendingPeek && (
        <section class="panel rb-peek" data-testid="peek">
          <p>{t('rubico.private.peek', { slot: me.pendingPeek.slot + 1, name: seats[me.pendingPeek.seat].name })}</p>
          <MarciaFace kind={me.pendingPeek.card.kind} secret />
        </section>
      )}
      {kind === 'rubico.step.suggest' ? <SuggestStep me={me} powers={view.playerCount > 3} onMove={onMove} /> : kind === 'rubico.step.power' ? null : <Hand me={me} />}
      {(kind === 'rubico.step.roles' || (kind === 'rubico.step.peek' && me.pendingPeek)) && <AckButton onMove={onMove} />}
      {kind === 'rubico.step.power' && <PowerStep view={view} me={me} seat={seat} seats={seats} onMove={onMove} />}
      {!decision && me.peeks.length > 0 && (
        <section class="panel stack">
          <h3 style="margin:0">{t('rubico.private.peeks')}</h3>
          {me.peeks.map((p, i) => (
            <div key={i} class="row">
              <span class="muted">{t('rubico.info.turn', { n: p.turn })}</span>
              <span>{t('rubico.private.peek', { slot: p.slot + 1, name: seats[p.seat].name })}</span>
              <MarciaFace kind={p.card.kind} small secret />
            </div>
          ))}
        </section>
      )}
    </div>
  );
}

/** The role and the power card in one strip of the same size for every seat (each name in two reserved lines). */
function IdStrip({ me }: { me: SeatSecrets }) {
  return (
    <section class="panel rb-idstrip" data-secret="" data-testid="rb-id">
      <div class="rb-id" aria-label={t('rubico.role.title')} role="group">
        <RoleArt role={me.role} />
        <strong>{t(`rubico.role.${me.role}`)}</strong>
      </div>
      <div class="rb-id" aria-label={t('rubico.power.title')} role="group">
        <PowerArt card={me.power} />
        <strong>{me.power ? powerName(me.power) : t('rubico.power.none')}</strong>
      </div>
    </section>
  );
}

const powerTexts = (): string[] => [...POWER_CARDS.map((p) => t(`rubico.power.${p.id}.text`)), t('rubico.power.none')];
const whenTexts = (): string[] => [...new Set(POWER_CARDS.map((p) => t(`rubico.power.when.${p.timing}`)))];

/** What the power card does, in reserved lines (the same box for every card, or none). */
function PowerText({ power }: { power: PowerCard | null }) {
  return <Reserved block class="small rb-lines-3 rb-power-text" text={power ? t(`rubico.power.${power}.text`) : t('rubico.power.none')} all={powerTexts()} />;
}

function RoleCard({ me, seats }: { me: SeatSecrets; seats: readonly SeatInfo[] }) {
  // The Senate panel exists for everyone and has one text, whatever the role.
  const alliesText = !me.recognitionHappened
    ? t('rubico.allies.none')
    : me.allies
      ? me.allies.length
        ? t('rubico.allies.blue', { names: me.allies.map((a) => seats[a].name).join(', ') })
        : t('rubico.allies.blueAlone')
      : t('rubico.allies.red');
  // A neutral panel with a small emblem: a faction colour filling the screen is seen across
  // the table. Goal and recognition texts sit in boxes of reserved lines (rubico.css, rubico-fit.css).
  return (
    <section class="panel rb-role" data-secret="" data-testid="rb-role">
      <div class="rb-role-head">
        <RoleArt role={me.role} />
        <div class="rb-id-text">
          <span class="small muted">{t('rubico.role.title')}</span>
          <Reserved block class="rb-role-name" text={t(`rubico.role.${me.role}`)} all={[t('rubico.role.red'), t('rubico.role.blue')]} />
        </div>
      </div>
      <Reserved block class="small rb-lines-3" text={t(`rubico.role.${me.role}.goal`)} all={[t('rubico.role.red.goal'), t('rubico.role.blue.goal')]} />
      <div class="rb-allies small rb-lines-4">
        <strong>{t('rubico.allies.title')}</strong> {alliesText}
      </div>
    </section>
  );
}

function PowerPanel({ me }: { me: SeatSecrets }) {
  // One box of the same height whatever the card (or none), above its longest text (rubico.css, rubico-fit.css).
  return (
    <section class="panel rb-power" data-secret="" data-testid="rb-power">
      <div class="rb-power-head">
        <PowerArt card={me.power} />
        <div class="rb-id-text">
          <span class="small muted">{t('rubico.power.title')}</span>
          <span class="rb-power-name">{me.power ? powerName(me.power) : t('rubico.power.none')}</span>
        </div>
      </div>
      <Reserved block class="small rb-lines-3" text={me.power ? t(`rubico.power.${me.power}.text`) : ''} all={powerTexts()} />
      <Reserved block class="small muted rb-lines-2" text={me.power ? t(`rubico.power.when.${timingOf(me.power)}`) : ''} all={whenTexts()} />
    </section>
  );
}

function Hand({ me }: { me: SeatSecrets }) {
  return (
    <section class="panel stack" style="gap:6px">
      <strong>{t('rubico.private.hand')}</strong>
      {me.hand.length === 0 ? (
        <div class="muted small">{t('rubico.private.noHand')}</div>
      ) : (
        <div class="rb-hand">
          {me.hand.map((c) => (
            <div key={c.id} class="rb-hand-card">
              <MarciaFace kind={c.kind} secret note={c.covered ? t('rubico.private.coverMark') : c.taken || c.forced ? t('rubico.rows.taken') : undefined} />
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * A power card's plays now, always in three cells of one grid (empty cells keep their place),
 * so Fortuna's two plays, another card's one and a card with none look alike from afar.
 */
/** `hinted`: the play the app would choose, marked (its target, if any, is marked where it lies). */
function Choices({ first, power, use, setUse, hinted = null }: { first?: ComponentChildren; power: PowerCard | null; use: PowerUse | null; setUse: (use: PowerUse) => void; hinted?: PowerUse | null }) {
  const mark = (on: boolean) => (on ? { 'data-hint': 'true' as const } : {});
  const plays: ComponentChildren[] = [];
  if (power === 'fortuna') {
    plays.push(
      <Button aria-pressed={use?.card === 'fortuna' && use.dir === 1} onClick={() => setUse({ card: 'fortuna', dir: 1 })} {...mark(hinted?.card === 'fortuna' && hinted.dir === 1)}>
        {powerName('fortuna')}: {t('rubico.power.forward')}
      </Button>,
      <Button aria-pressed={use?.card === 'fortuna' && use.dir === -1} onClick={() => setUse({ card: 'fortuna', dir: -1 })} {...mark(hinted?.card === 'fortuna' && hinted.dir === -1)}>
        {powerName('fortuna')}: {t('rubico.power.back')}
      </Button>,
    );
  } else if (power) {
    plays.push(
      <Button aria-pressed={use?.card === power} onClick={() => setUse(power === 'venus' || power === 'eris' ? { card: power, slot: -1 } : ({ card: power } as PowerUse))} {...mark(hinted?.card === power)}>
        {first ? t('rubico.power.use', { card: powerName(power) }) : powerName(power)}
      </Button>,
    );
  }
  const cells = first ? [first, ...plays] : plays;
  while (cells.length < 3) cells.push(<span class="btn rb-choice-empty" aria-hidden="true" />);
  return <div class="segmented rb-choices">{cells}</div>;
}

function AckButton({ onMove }: { onMove: OnMove }) {
  useRootClass(BAR_SHOWN);
  const { act, busy } = useSecretAct(onMove);
  const hint = useHint<RubicoMove>();
  // In the bar that stays at the bottom of the screen: on a phone the role and power panels
  // above it are taller than the screen, and the one thing to do must be in view.
  return (
    <div class="rb-actionbar">
      <Button variant="primary" big block disabled={busy} data-testid="ack" onClick={() => act({ type: 'ack' })} {...hintMark(hint, { type: 'ack' })}>
        {t('rubico.private.ack')}
      </Button>
    </div>
  );
}

/** Lay out the drawn cards: the tapped card goes first (the suggested one). */
function SuggestStep({ me, powers, onMove }: { me: SeatSecrets; powers: boolean; onMove: OnMove }) {
  useRootClass(BAR_SHOWN);
  const [order, setOrder] = useState<number[]>(() => me.hand.map((_, i) => i));
  const [use, setUse] = useState<PowerUse | null>(null);
  const { act, busy } = useSecretAct(onMove);
  // The hint marks the card the app would suggest (first in its row) and its power play, if any.
  const hint = useHint<RubicoMove>();
  const hinted = hint?.type === 'suggest' ? hint : null;
  const power = me.power && timingOf(me.power) !== 'power' ? me.power : null;
  const coverSlot = use && (use.card === 'venus' || use.card === 'eris') ? use.slot : -1;
  const ready = !use || ((use.card !== 'venus' && use.card !== 'eris') || coverSlot >= 0);

  const suggest = (i: number) => {
    const pos = order.indexOf(i);
    const next = [i, ...order.filter((x) => x !== i)];
    setOrder(next);
    // A cover follows its card when the row is rearranged.
    if (coverSlot >= 0 && use && (use.card === 'venus' || use.card === 'eris')) {
      const coveredCard = order[coverSlot];
      setUse({ card: use.card, slot: next.indexOf(coveredCard) });
    }
    return pos;
  };

  return (
    <>
      <div class="rb-pair">
        <section class="panel stack rb-suggest-hand" style="gap:8px" aria-label={t('rubico.private.hand')}>
          <p class="small rb-lines-2">{t('rubico.private.arrange')}</p>
          <div class="rb-hand">
            {order.map((i, slot) => {
              const c = me.hand[i];
              const picking = use && (use.card === 'venus' || use.card === 'eris') && coverSlot < 0;
              return (
                <button
                  key={c.id}
                  class={`rb-hand-card rb-pick ${slot === 0 ? 'rb-first' : ''}`}
                  aria-pressed={slot === 0}
                  data-testid={`hand-${slot}`}
                  {...(hinted?.order[0] === i ? { 'data-hint': 'true' as const } : {})}
                  onClick={() => (picking && use ? setUse({ card: use.card as 'venus' | 'eris', slot }) : suggest(i))}
                >
                  <MarciaFace
                    kind={c.kind}
                    secret
                    note={[slot === 0 ? t('rubico.private.suggestedMark') : '', slot === coverSlot ? t('rubico.private.coverMark') : ''].filter(Boolean).join(' · ') || undefined}
                  />
                </button>
              );
            })}
          </div>
        </section>
        {powers && (
          <section class="panel stack" style="gap:8px">
            <strong>{t('rubico.private.powerNow')}</strong>
            <PowerText power={me.power} />
            <Choices
              first={
                <Button aria-pressed={!use} onClick={() => setUse(null)} {...(hinted && !hinted.power ? { 'data-hint': 'true' as const } : {})}>
                  {t('rubico.power.keep')}
                </Button>
              }
              power={power}
              use={use}
              setUse={setUse}
              hinted={hinted?.power ?? null}
            />
            <Reserved block class="small rb-lines-1" text={use && (use.card === 'venus' || use.card === 'eris') && coverSlot < 0 ? t('rubico.power.pickCover') : ''} all={[t('rubico.power.pickCover')]} />
          </section>
        )}
      </div>
      <div class="rb-actionbar">
        <Button
          variant="primary"
          big
          block
          disabled={busy || !ready}
          data-testid="place-cards"
          onClick={() => act(use ? { type: 'suggest', order, power: use } : { type: 'suggest', order })}
        >
          {t('rubico.private.place')}
        </Button>
      </div>
    </>
  );
}

/**
 * After the Centurion's pick: play the power card now, or not. Every seat asked gets the same
 * panel whatever its card: the plays grid, the other rows (pickable only by a card that targets
 * one), a reserved line for the pick, and both buttons (Play disabled for a card not playable now).
 */
function PowerStep({ view, me, seat, seats, onMove }: { view: RubicoView; me: SeatSecrets; seat: number; seats: readonly SeatInfo[]; onMove: OnMove }) {
  useRootClass(BAR_SHOWN);
  const [use, setUse] = useState<PowerUse | null>(null);
  const { act, busy } = useSecretAct(onMove);
  const power = me.power && timingOf(me.power) !== 'suggest' ? me.power : null;
  const needsTarget = power === 'minerva' || power === 'cibelis' || power === 'roma';
  const submit = (move: PowerUse | null) => act({ type: 'power', use: move });
  // The hint marks "do not play", or the play and its target card.
  const hint = useHint<RubicoMove>();
  const hinted = hint?.type === 'power' ? hint : null;
  // A card with one play and no target is played by its button alone (the grid above may be
  // below the fold on a phone); Fortuna's direction and a target are chosen first.
  const direct = power && !needsTarget && power !== 'fortuna' ? ({ card: power } as PowerUse) : null;
  const chosen = use ?? direct;
  const rows = view.rows.filter((r) => r.seat !== seat && r.seat !== view.centurion && r.placed);
  // The buttons are the screen's sticky bar, so they sit beside the panel, not in it: a sticky
  // box stays in view only while its parent is (on a phone this panel is below the fold).
  return (
    <>
      <section class="panel stack" data-testid="power-step">
        <strong>{t('rubico.private.powerNow')}</strong>
        <PowerText power={me.power} />
        <Choices power={needsTarget ? null : power} use={use} setUse={setUse} hinted={hinted?.use ?? null} />
        <div class="stack rb-targets" style="gap:6px">
          {/* One reserved line over the rows: what to pick, then what was picked. */}
          <Reserved
            block
            class="small rb-lines-1"
            text={use && 'seat' in use ? t('rubico.power.chosen', { slot: use.slot + 1, name: seats[use.seat].name }) : needsTarget ? t('rubico.power.pickTarget') : ''}
            all={[t('rubico.power.pickTarget'), ...rows.flatMap((r) => Array.from({ length: r.count }, (_, slot) => t('rubico.power.chosen', { slot: slot + 1, name: seats[r.seat].name })))]}
          />
          {rows.map((r) => (
              <div key={r.seat} class="rb-row">
                <SeatName seat={seats[r.seat]} />
                <div class="rb-slots">
                  {Array.from({ length: r.count }, (_, slot) => {
                    const unavailable = r.taken.includes(slot) || r.forced.includes(slot) || r.gone.includes(slot) || (power !== 'roma' && r.covered === slot);
                    const chosen = !!use && 'seat' in use && use.seat === r.seat && use.slot === slot;
                    return (
                      <button
                        key={slot}
                        class={`rb-slot ${chosen ? 'rb-taken' : ''} ${unavailable ? 'rb-gone' : ''}`}
                        disabled={!needsTarget || unavailable}
                        aria-pressed={chosen}
                        aria-label={t('rubico.rows.card', { slot: slot + 1, name: seats[r.seat].name })}
                        onClick={() => power && setUse({ card: power, seat: r.seat, slot } as PowerUse)}
                        {...(hinted?.use && 'seat' in hinted.use && hinted.use.seat === r.seat && hinted.use.slot === slot ? { 'data-hint': 'true' as const } : {})}
                      >
                        <CardBack />
                      </button>
                    );
                  })}
                </div>
              </div>
            ))}
        </div>
      </section>
      <div class="rb-power-buttons rb-actionbar">
        <Button big disabled={busy} onClick={() => submit(null)} data-testid="power-pass" {...(hinted && !hinted.use ? { 'data-hint': 'true' as const } : {})}>
          {t('rubico.power.dontUse')}
        </Button>
        {me.power && (
          <Button variant="primary" big disabled={busy || !power || !chosen} onClick={() => submit(chosen)} data-testid="power-use" {...(hinted?.use && !needsTarget && power !== 'fortuna' ? { 'data-hint': 'true' as const } : {})}>
            {t('rubico.power.use', { card: powerName(me.power) })}
          </Button>
        )}
      </div>
    </>
  );
}
