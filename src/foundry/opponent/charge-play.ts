/**
 * CORE-6 the engine's charge, played as a person plays one: each charger's Move request toward the
 * enemy figure the chooser paired him with (the point where their bases touch named as the clicked
 * destination), his token moved by the inches drawn; when that brings him into contact, the hand to
 * hand as the melee dialog opens it, confirmed unchanged (actions/melee meleeAsOffered, sendMelee).
 * A charger the cards leave short fights nobody this activation. Each fight changes the world (a
 * man down, a wound, who has fought): every pair is read again from the table before it is played,
 * so its requests name the pieces as the GM's world holds them, and a pair whose charger or enemy
 * is down by then is left out.
 * NAP-5.3 a unit in close order charges as one line instead (close-order-charge-play.ts).
 * NAP-6.2 / OW-7.1d a rider's fight is the Cavalry charge button's (mountedMelee), its run in read
 * from the map before he rides (rules/mounted/charge-run.ts, as the Charge dialog reads it), so his
 * impetus is the run's; where the charge meets the defender's base (his rear or not) is read from
 * the map once the rider stands in contact, as the GM reads it.
 */
import { edgeDistance } from "@rules/geometry";
import type { FigureState, UnitState } from "@rules/model";
import { plainCharge } from "@rules/mounted/charge-input";
import { readCharge, type ChargeRun } from "@rules/mounted/charge-run";
import type { ChargeChoice } from "@rules/opponent/choice";
import { isStanding, type Situation } from "@rules/opponent/situation";
import type { DrawResponse } from "@foundry/kernel/draw-ports";
import type { PostedResult } from "@foundry/kernel/action-requests";
import type { Table } from "@foundry/kernel/table-ports";
import { chatContext } from "@foundry/kernel/action-requests";
import { sceneGround } from "@foundry/kernel/world-facts";
import { meleeAsOffered, sendMelee } from "@foundry/actions/melee/melee";
import { chargeOnMap } from "@foundry/actions/cavalry/charge-map";
import { playBayonetCharge } from "./close-order-charge-play";
import { along, moveFigure } from "./move-play";

/** NAP-6.2 / OW-7.1d the Cavalry charge's request for a rider now in contact, with the run he rode in. */
function sendCavalryCharge(
  table: Table,
  charger: { readonly unit: UnitState; readonly figure: FigureState },
  defender: { readonly unit: UnitState; readonly figure: FigureState },
  run: Pick<ChargeRun, "straightInches" | "openFlat">,
): Promise<DrawResponse<PostedResult>> {
  const fromRear = chargeOnMap(sceneGround(table.scene), charger.figure.id, defender.figure.id)?.fromRear ?? false;
  const weapon = (id: string) => table.pieces.weaponOf(id)?.profile ?? null;
  const mountedMelee = plainCharge(
    { ...charger, weapon: weapon(charger.figure.id) },
    { ...defender, weapon: weapon(defender.figure.id) },
    run,
    fromRear,
  );
  const title = {
    key: "COMBAT_PATROL.Action.title.charge",
    data: { attacker: charger.figure.name, defender: defender.figure.name },
  };
  return table.draw.resolve({
    procedure: "mountedMelee",
    input: {
      mountedMelee,
      run: { straightInches: run.straightInches, openFlat: run.openFlat },
      ...chatContext(table.writes.speaker(charger.figure.id), title, [charger.unit, defender.unit]),
    },
  });
}

/** Each pair's move into contact, then its fight; the first request's refusal is the charge's (the caller falls back). */
export async function playCharge(
  choice: ChargeChoice,
  s: Situation,
  table: Table,
): Promise<DrawResponse<PostedResult> | null> {
  // NAP-5.3 a unit in close order charges as one line (a bayonet charge)
  if (choice.line) return playBayonetCharge(choice, s, table);
  const target = s.others.find((o) => o.unit.id === choice.targetUnitId);
  if (!target) return null;
  let first: DrawResponse<PostedResult> | null = null;
  for (const pair of choice.pairs) {
    const own = table.pieces.piece(s.unit.id)?.unit ?? s.unit;
    const enemies = table.pieces.piece(target.unit.id)?.unit ?? target.unit;
    const figure = own.figures.find((f) => f.id === pair.figureId);
    const enemy = enemies.figures.find((f) => f.id === pair.targetFigureId);
    const places = table.scene.figuresAt([pair.figureId, pair.targetFigureId]);
    const from = places.find((p) => p.id === pair.figureId);
    const at = places.find((p) => p.id === pair.targetFigureId);
    if (!figure || !from || !enemy || !at || !isStanding(figure) || !isStanding(enemy)) continue;
    // CORE-6 into contact: along the line between their centres until the bases touch.
    const gap = edgeDistance(from, at);
    const contact = along(from.at, at.at, gap);
    // the run in as the map reads it before he rides (none in contact already)
    const run = readCharge(table.scene.terrain(), from, at) ?? { straightInches: 0, openFlat: false };
    const moved = await moveFigure(own, figure, from.at, contact, 1, table);
    first ??= moved.answer;
    if (!moved.answer.ok) return first;
    if (moved.inches + 1e-9 < gap) continue;
    const fought = figure.mounted
      ? await sendCavalryCharge(table, { unit: own, figure }, { unit: enemies, figure: enemy }, run)
      : await sendMelee(
          table,
          meleeAsOffered(table, { unit: own, figure }, { unit: enemies, figure: enemy }),
          own,
          enemies,
        );
    if (!fought.ok) return fought;
  }
  return first;
}
