/** The figure sheet: a unit record card for one miniature. */
import { CombatPatrolActorSheet, templatePath } from "../base";

export class FigureSheet extends CombatPatrolActorSheet {
  static readonly types = ["figure"] as const;

  static override PARTS = {
    body: { template: templatePath("actor/figure.hbs"), scrollable: [".cp-sheet-body"] },
  };
}
