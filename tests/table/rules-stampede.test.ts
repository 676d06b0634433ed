/**
 * OW-9.2.7, OW-9.2.7b, OW-9.2.7c at the table. The sheet's "Stampede check" and the chat's
 * "Trample" buttons (canvas/startle.ts) read Foundry's globals and cannot load here, so these tests
 * drive the closest real entry points: the GM's draw service of the table double (the REAL
 * DrawCoordinator, the REAL engine procedures stampedeCheck / trampleMelee / stampedeMove wrapped
 * as canvas/startle.ts wraps them, the REAL chat view, the REAL Apply) and the GM's Activation Card
 * flow (combat/turn.ts drawNextCard) for the stampede's every-card move and its end.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_OPTIONS } from "../../src/rules/options";
import type { Effect, UnitState } from "../../src/rules/model";
import { stampedeCheck, stampedeMove, trampleMelee, type TrampleInput } from "../../src/rules/old-west/stampede";
import type { HerdState, StampedeTrigger } from "../../src/rules/old-west/animals";
import { moraleResult } from "../../src/rules/cards/read";
import { owDataOf } from "../../src/rules/old-west/common";
import { roundBase, type Figure } from "../../src/rules/geometry";
import type { StampedeObstacle } from "../../src/rules/old-west/stampede-terrain";
import { capturing, posted, postResult, requireActing } from "../../src/foundry/actions/procedures";
import { chatContext } from "../../src/foundry/actions/requests";
import type { ErasedProcedure } from "../../src/foundry/cards/registry";
import { drawNextCard, startTurn, type TurnPorts } from "../../src/foundry/combat/turn";
import { herdState } from "../../src/foundry/data/derive";
import { apply, chat, COLE, GM, lines, pick, POSSE, posseAndRaiders, RAIDERS, stack, type TableDouble } from "./harness";

const HERD = "Actor.herd000000000001";
const animalsOn = { ...DEFAULT_OPTIONS, hollywood: { ...DEFAULT_OPTIONS.hollywood, animals: true } };
const STAMPEDE_ON = owDataOf({ rules: animalsOn }).animals.stampedeOn;
const speaker = { scene: null, actor: null, token: null, alias: null };

function withLonghorns(over: Parameters<TableDouble["addHerd"]>[2] = {}): TableDouble {
  const table = posseAndRaiders();
  table.options = animalsOn;
  table.addHerd(HERD, "Longhorns", { species: "cattle", animals: 6, ...over });
  stack(table, [], GM);
  return table;
}

function herdOf(table: TableDouble): HerdState {
  const herd = table.herd(HERD);
  if (!herd) throw new Error("no herd");
  return herd;
}

/** The GM's draw service runs the stampede check as canvas/startle.ts's stampedeCheckAction asks it. */
async function checkStampede(table: TableDouble, trigger: StampedeTrigger): Promise<void> {
  const procedure: ErasedProcedure = {
    run(input: { herd: HerdState; trigger: StampedeTrigger } & ReturnType<typeof chatContext>, source, ctx) {
      requireActing(ctx, [input.herd.unit]);
      const cards = capturing(source);
      return posted(stampedeCheck(input.herd, input.trigger, cards, { rules: ctx.options }), cards.cards, input, input.herd.unit.figures);
    },
    commit: postResult,
  } as ErasedProcedure;
  table.procedures.register("ow.stampedeCheck", procedure);
  const herd = herdOf(table);
  const title = { key: "COMBAT_PATROL.Canvas.Title.stampedeCheck", data: { unit: herd.unit.name } };
  await table.service(GM).resolve({ procedure: "ow.stampedeCheck", input: { herd, trigger, ...chatContext(speaker, title, [herd.unit]) } });
}

const text = (table: TableDouble): string => {
  const view = chat(table);
  return [view.title, view.summary, ...lines(view), ...view.changes].join("\n");
};

describe("stampede check (OW-9.2.7)", () => {
  it("OW-9.2.7 the Posse fires within 2\" of the Longhorns: the check card's open-terrain result 'advance toward the enemy' stampedes them toward the next card's scatter clock; Apply writes the stampede", async () => {
    const table = withLonghorns();
    const grade = herdOf(table).unit.figures[0]?.guts ?? "regular";
    const bolt = pick("advance toward the enemy in the open", (c) => moraleResult(c, grade, "open") === STAMPEDE_ON);
    const arrow = pick("a scatter arrow", (c) => c.scatter.clock > 0, [bolt]);
    stack(table, [bolt, arrow], GM);
    await checkStampede(table, "fireWithin2");
    const record = table.lastMessage().record;
    expect(record?.result.cards.map((c) => c.serial)).toEqual([bolt.serial, arrow.serial]);
    expect(text(table)).toContain(`${arrow.scatter.clock} o'clock`);
    expect(await apply(table, GM)).toMatchObject({ ok: true });
    expect(table.herdSource(HERD).stampede).toMatchObject({ active: true, clock: arrow.scatter.clock });
  });

  it("OW-9.2.7 any other result: the Longhorns stay calm, one card, nothing to write", async () => {
    const table = withLonghorns();
    const calm = pick("not 'advance' in the open", (c) => moraleResult(c, "regular", "open") !== STAMPEDE_ON && moraleResult(c, "elite", "open") !== STAMPEDE_ON && moraleResult(c, "green", "open") !== STAMPEDE_ON);
    stack(table, [calm], GM);
    await checkStampede(table, "gmEvent");
    expect(table.lastMessage().record?.result.cards.map((c) => c.serial)).toEqual([calm.serial]);
    expect(table.lastMessage().record?.result.effects).toEqual([]);
  });
});
