/**
 * The hand-to-hand pair the melee odds tests count: Sgt. Hale (Melee 1, HtH 2, close order +1) against Pvt. Cole (Melee
 * 0, HtH 1).
 */
import type { MeleeInput } from "@rules/procedures";
import { TableDouble } from "../../doubles/table";

export function halesAttack(): MeleeInput {
  const table = new TableDouble();
  table.addFigure("Actor.hale000000000001", "Sgt. Hale", { melee: 1 });
  table.addFigure("Actor.cole000000000001", "Pvt. Cole", { melee: 0 });
  return {
    attacker: {
      unitId: "Actor.raiders000000001",
      figure: table.figure("Actor.hale000000000001"),
      hth: 2,
      modifiers: [{ key: "closeOrder", value: 1 }],
    },
    defender: { unitId: "Actor.posse00000000001", figure: table.figure("Actor.cole000000000001"), hth: 1 },
  };
}
