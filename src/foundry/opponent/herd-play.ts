/**
 * OW-9.2.3 the engine's herders drive the herd they were given, after their own play on their
 * activation ("Herded livestock … moves when the accompanying unit is activated"; the GM's turn
 * activates the herd with them, combat/old-west-turn.ts): for each herd on the scene whose
 * herders are this unit, not stampeding, the reason first, then the herd's Move button's request
 * (actions/herd sendHerdMove, never charging: a herders' charge is a stampede), then the herd's
 * tokens moved as one (OW-9.2.2) by the offset the pure chooser gives for the inches drawn
 * (rules/opponent/herd-options.ts): toward the side's objective, else kept with its herders.
 * The herd's tokens are the scene port's for the herd actor: on Foundry its (central) token, whose
 * move the rest of the herd follows by the same offset (canvas/herd-foundry.ts followCentral).
 */
import type { Figure } from "@rules/geometry";
import type { UnitState } from "@rules/model";
import { type HerdState, speciesOf } from "@rules/old-west/animals";
import { herdDrive, herdWhy, type HerdDriveInput } from "@rules/opponent/herd-options";
import type { Objective } from "@rules/opponent/objective";
import { isStanding } from "@rules/opponent/situation";
import { livestockMovementCards } from "@rules/tables";
import type { DrawResponse } from "@foundry/kernel/draw-ports";
import type { PostedResult } from "@foundry/kernel/action-requests";
import type { Table } from "@foundry/kernel/table-ports";
import { sendHerdMove } from "@foundry/actions/herd/herd";
import type { Played } from "./play-choice";
import { postLine, postRefusal, whyText } from "./why-card";

/** OW-9.2.3 the herds on the scene this unit herds (not stampeding: a stampede runs on its own, OW-9.2.7). */
export function herdsOf(unitId: string, table: Pick<Table, "pieces">): HerdState[] {
  return table.pieces
    .unitsOnScene()
    .filter((u) => u.kind === "herd")
    .flatMap((u) => {
      const herd = table.pieces.herd(u.id);
      return herd && herd.herdedBy === unitId && !herd.stampeding ? [herd] : [];
    });
}

/** The inches a herd's move result allows (its movement's `inches`), 0 when it names none. */
function drawnInches(answer: DrawResponse<PostedResult>): number {
  if (!answer.ok) return 0;
  const movement: unknown = Reflect.get(answer.output.record.result, "movement");
  const inches: unknown = movement && typeof movement === "object" ? Reflect.get(movement, "inches") : undefined;
  return typeof inches === "number" && Number.isFinite(inches) ? inches : 0;
}

/** OW-9.2.1 the inches the herd may expect: its cards at the mean of the movement section left in the GM's deck. */
function expectedInches(herd: HerdState, table: Table): number {
  const pool = table.draw.pool();
  const mean = pool.length > 0 ? pool.reduce((sum, c) => sum + c.move, 0) / pool.length : 0;
  return livestockMovementCards(speciesOf(herd), false) * mean;
}

/** What the chooser needs of the table for this herd and its herders, for `inches`. */
function driveInput(herd: HerdState, herders: UnitState, objective: Objective | null, table: Table, inches: number) {
  const animals: Figure[] = [...table.scene.figuresAt([herd.unit.id])];
  const own = new Set([herd.unit.id, ...herd.unit.figures.map((f) => f.id)]);
  const others = table.pieces
    .unitsOnScene()
    .filter((u) => u.id !== herd.unit.id)
    // the unit actor's own token too: a wagon's, a gun's, another herd's
    .flatMap((u) => table.scene.figuresAt([u.id, ...u.figures.filter(isStanding).map((f) => f.id)]))
    .filter((f, i, all) => !own.has(f.id) && all.findIndex((g) => g.id === f.id) === i);
  const herderIds = new Set(herders.figures.filter(isStanding).map((f) => f.id));
  const input: HerdDriveInput = {
    animals,
    herders: others.filter((f) => herderIds.has(f.id)),
    others,
    terrain: table.scene.terrain(),
    inches,
    ...(objective ? { objective } : {}),
  };
  return input;
}

/**
 * OW-9.2.3 drive each herd this unit herds: its reason, its Move request, its tokens moved as one.
 * What each became (none when the unit herds nothing, or no herd may move anywhere).
 */
export async function playHerds(herders: UnitState, objective: Objective | null, table: Table): Promise<Played[]> {
  const out: Played[] = [];
  for (const herd of herdsOf(herders.id, table)) {
    const planned = herdDrive(driveInput(herd, herders, objective, table, expectedInches(herd, table)));
    if (!planned) continue;
    const why = herdWhy(herders.name, herd.unit.name, planned, objective ?? undefined);
    await postLine(whyText(why, table), herders.id, table);
    const answer = await sendHerdMove(table, herd, false);
    if (!answer.ok) {
      await postRefusal(herders, answer, table);
      out.push({ kind: "move", outcome: "refused", why });
      continue;
    }
    // The cards said how far: the drive chosen again for the inches drawn, every token by its offset.
    const input = driveInput(herd, herders, objective, table, drawnInches(answer));
    const drive = herdDrive(input);
    if (drive)
      for (const a of input.animals)
        await table.canvas.moveToken(a.id, { x: a.at.x + drive.offset.x, y: a.at.y + drive.offset.y });
    out.push({ kind: "move", outcome: "played", why });
  }
  return out;
}
