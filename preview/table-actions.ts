/**
 * The actions the sheets' buttons start, played on the table double of the
 * table tests (tests/table/harness.ts): the REAL action handler asks its REAL dialog (kept, as
 * asked, for the dialog views), the GM's REAL draw service runs the action's REAL procedure over
 * the Frontier deck stacked with the cards named below, and the posted chat record is what the
 * chat views show. The stampede's run and the trampling melee start from the canvas (Foundry's
 * globals), so they run their engine procedures directly over stacked cards, as the chat record
 * the canvas posts.
 *
 * Every scenario runs once (its promise is kept): a page that shows several views of one action
 * shows one play of it. The scenarios live by era (table-actions/napoleonic.ts, old-west.ts),
 * the dialogs-only views in table-actions/dialogs.ts, what they share in table-actions/play.ts;
 * this file is the one list the preview's fixtures import (`import * as play`).
 */
export type { Played } from "./table-actions/play";
export {
  GUN,
  LINE,
  LINE_FIGURES,
  breakthrough,
  canister,
  changeFormationDialog,
  charge,
  closeOrderTurn,
  detonation,
  doorAttack,
  shell,
  solidShot,
} from "./table-actions/napoleonic";
export {
  dynamiteBreach,
  dynamitePlunger,
  dynamiteThrow,
  fireAtHerd,
  gatlingFire,
  heroMorale,
  stampedeRun,
  trample,
  wagonFire,
  wagonMorale,
  wagonMove,
} from "./table-actions/old-west";
export { dialogs } from "./table-actions/dialogs";
export { RAIDERS } from "../tests/table/harness";
