/**
 * Every result the engine emits, as ONE discriminated union keyed by its `procedure` name (issue
 * 14). A reader (the chat card, a test) takes an `AnyResult` and switches on `procedure`: no kind
 * is guessed from its fields. A new procedure adds its entry here, and every table keyed by
 * `ResultKind` (the chat card's line writers) fails the type check until it handles it.
 */
import type { ProcedureResult } from "./model";
import type { ActivationResult, CommandDiceResult, SwapResult } from "./procedures/activation";
import type { DamageResult } from "./procedures/damage";
import type { FireResult } from "./procedures/fire";
import type { BlastResult, ThrowResult } from "./procedures/he";
import type { MeleeResult } from "./procedures/melee";
import type { MoraleOutcome } from "./procedures/morale";
import type { MovementResult } from "./procedures/movement";
import type { BogResult, ReactionResult, SpottingResult } from "./procedures/reaction";
import type { GunAimResult } from "./artillery/fire";
import type { SolidShotResult } from "./artillery/solidShot";
import type { CanisterResult } from "./artillery/canister";
import type { ShellResult } from "./artillery/shell";
import type { ShellRoofResult, SolidShotBuildingResult } from "./artillery/buildings";
import type { LoadResult } from "./artillery/loading";
import type { GunMoveResult, UnlimberResult } from "./artillery/movement";
import type { MountedMeleeResult } from "./mounted/melee";
import type { BreakthroughAdvanceResult } from "./mounted/advance";
import type { MountedMoveResult, MountResult } from "./mounted/movement";
import type { ChargeHaltResult, MountedReactionResult } from "./mounted/reaction";
import type { MountedBogResult } from "./mounted/terrain";
import type { CloseOrderReactionResult, CloseOrderTurnResult } from "./napoleonic/closeOrder";
import type { FormationResult } from "./napoleonic/formation";
import type { DetonationResult, DoorAttackResult, EmplacementResult } from "./napoleonic/engineers";
import type { IndianQuitResult } from "./napoleonic/indians";
import type { NapMoraleResult } from "./napoleonic/morale";
import type { ReloadActionResult as NapReloadResult } from "./napoleonic/weapons";
import type { HerdMoveResult } from "./old-west/animals";
import type { BreachResult, CarriedDynamiteResult, ChargeStep, DynamiteThrowResult } from "./old-west/dynamite";
import type { DynamiteGiven } from "./old-west/dynamite-given";
import type { GatlingMoveResult, LimberActionResult, RefaceResult } from "./old-west/gatling";
import type { HeroCardResult, HeroMoraleResult } from "./old-west/heroes";
import type { ReloadActionResult as OwReloadResult } from "./old-west/reload";
import type { RegainControlResult, RunawayCheckResult, RunawayMoveResult } from "./old-west/runaway";
import type { StampedeCheckResult, StampedeMoveResult, TrampleResult } from "./old-west/stampede";
import type { BoardingResult, CutOutResult, WagonMoveResult } from "./old-west/wagons";
import type { ActivationCost } from "./old-west/common";

/** Each result kind (its `procedure` name) and the result type its procedure returns. */
interface ResultKinds {
  // CORE (procedures/)
  activation: ActivationResult;
  commandDice: CommandDiceResult;
  endActivation: ProcedureResult<"endActivation">;
  swapDice: SwapResult;
  fire: FireResult;
  melee: MeleeResult;
  morale: MoraleOutcome;
  damage: DamageResult;
  blast: BlastResult;
  throw: ThrowResult;
  movement: MovementResult;
  reaction: ReactionResult;
  bog: BogResult;
  spotting: SpottingResult;
  // Artillery (artillery/)
  gunAim: GunAimResult;
  solidShot: SolidShotResult;
  canister: CanisterResult;
  shell: ShellResult;
  solidShotBuilding: SolidShotBuildingResult;
  shellRoof: ShellRoofResult;
  load: LoadResult;
  gunMove: GunMoveResult;
  unlimber: UnlimberResult;
  limber: ProcedureResult<"limber">;
  // Mounted (mounted/)
  mountedMovement: MountedMoveResult;
  mount: MountResult;
  mountedMelee: MountedMeleeResult;
  mountedReaction: MountedReactionResult;
  mountedBog: MountedBogResult;
  breakthroughAdvance: BreakthroughAdvanceResult;
  chargeHalt: ChargeHaltResult;
  // Napoleonic (napoleonic/)
  napMorale: NapMoraleResult;
  closeOrderReaction: CloseOrderReactionResult;
  closeOrderTurn: CloseOrderTurnResult;
  formation: FormationResult;
  reload: NapReloadResult;
  indianQuit: IndianQuitResult;
  emplace: EmplacementResult;
  detonation: DetonationResult;
  doorAttack: DoorAttackResult;
  // Old West (old-west/)
  "ow.reload": OwReloadResult;
  "ow.heroCard": HeroCardResult;
  "ow.heroMorale": HeroMoraleResult;
  "ow.dynamiteThrow": DynamiteThrowResult;
  "ow.charge": ChargeStep;
  "ow.carriedDynamite": CarriedDynamiteResult;
  "ow.breach": BreachResult;
  "ow.dynamiteGiven": DynamiteGiven;
  "ow.limber": LimberActionResult;
  "ow.gatlingMove": GatlingMoveResult;
  "ow.reface": RefaceResult;
  "ow.herdMove": HerdMoveResult;
  "ow.herding": ProcedureResult<"ow.herding">;
  "ow.stampedeCheck": StampedeCheckResult;
  "ow.stampedeMove": StampedeMoveResult;
  "ow.trample": TrampleResult;
  "ow.runawayCheck": RunawayCheckResult;
  "ow.runawayMove": RunawayMoveResult;
  "ow.regainControl": RegainControlResult;
  "ow.wagonMove": WagonMoveResult;
  "ow.boarding": BoardingResult;
  "ow.cutOut": CutOutResult;
  "ow.overturn": ProcedureResult<"ow.overturn"> & { readonly cost: ActivationCost };
}

export type ResultKind = keyof ResultKinds;
export type ResultOf<K extends ResultKind> = ResultKinds[K];
/** Any result the engine emits, discriminated by `procedure`. */
export type AnyResult = { [K in ResultKind]: ResultKinds[K] }[ResultKind];

/** Compile-time check: every entry's `procedure` is its own key (a mismatch makes this `never` and fails below). */
type KeysMatch = {
  [K in ResultKind]: ResultKinds[K]["procedure"] extends K
    ? K extends ResultKinds[K]["procedure"]
      ? true
      : never
    : never;
};
const KEYS_MATCH: { [K in ResultKind]: true } = null as unknown as KeysMatch;
void KEYS_MATCH;

/** The kinds, one each (the order the chat tests and the preview walk them in). */
export const RESULT_KINDS = [
  "activation",
  "commandDice",
  "endActivation",
  "swapDice",
  "fire",
  "melee",
  "morale",
  "damage",
  "blast",
  "throw",
  "movement",
  "reaction",
  "bog",
  "spotting",
  "gunAim",
  "solidShot",
  "canister",
  "shell",
  "solidShotBuilding",
  "shellRoof",
  "load",
  "gunMove",
  "unlimber",
  "limber",
  "mountedMovement",
  "mount",
  "mountedMelee",
  "mountedReaction",
  "mountedBog",
  "breakthroughAdvance",
  "chargeHalt",
  "napMorale",
  "closeOrderReaction",
  "closeOrderTurn",
  "formation",
  "reload",
  "indianQuit",
  "emplace",
  "detonation",
  "doorAttack",
  "ow.reload",
  "ow.heroCard",
  "ow.heroMorale",
  "ow.dynamiteThrow",
  "ow.charge",
  "ow.carriedDynamite",
  "ow.breach",
  "ow.dynamiteGiven",
  "ow.limber",
  "ow.gatlingMove",
  "ow.reface",
  "ow.herdMove",
  "ow.herding",
  "ow.stampedeCheck",
  "ow.stampedeMove",
  "ow.trample",
  "ow.runawayCheck",
  "ow.runawayMove",
  "ow.regainControl",
  "ow.wagonMove",
  "ow.boarding",
  "ow.cutOut",
  "ow.overturn",
] as const satisfies readonly ResultKind[];

/** Every kind is listed exactly once above (a kind left out makes this fail to compile). */
type Missing = Exclude<ResultKind, (typeof RESULT_KINDS)[number]>;
const NONE_MISSING: [Missing] extends [never] ? true : Missing = true;
void NONE_MISSING;

function isResultKind(procedure: string): procedure is ResultKind {
  return (RESULT_KINDS as readonly string[]).includes(procedure);
}

/**
 * A stored result (a chat record read back from JSON) as the union: its `procedure` names the
 * kind the engine emitted, so it is that kind's result; null for a procedure the engine does not
 * have. The stored object is the engine's own (the chat message stores it as returned).
 */
export function asAnyResult(result: ProcedureResult): AnyResult | null {
  return isResultKind(result.procedure) ? (result as AnyResult) : null;
}
