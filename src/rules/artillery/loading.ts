/**
 * NAP-7.2 Loading. A crew of six: more than 4 unstunned = one activation to load, 3-4 = two,
 * 2 = three, fewer than two artillerists cannot serve the gun (tables/crews.ts). Stunned crew
 * do not count, wounded do; two non-artillerists count as one. When the gun fires it takes out
 * of ammunition markers for the reload actions needed; each load action removes one. The round
 * (shot, canister, shell or spherical case) is declared when loading and only that round may be
 * fired next; a name that is no round is refused.
 */
import { RulesError } from "../errors";
import type { Effect, FigureState, ProcedureResult, UnitState } from "../model";
import {
  ARTILLERY_RULES,
  DECLARED_ROUNDS,
  firedRound,
  type ArtilleryRound,
  type DeclaredRound,
} from "../tables/artillery";
import { loadingActivations, type GunCrew } from "../tables/crews";
import { checkCrewNotIndian } from "../old-west/indians";
import type { ProcedureOptions } from "../procedures/reader";
import { isLimber } from "./movement";

/** The gun's state as the Foundry side stores it on the crew unit's flags. */
interface GunState {
  readonly limbered: boolean;
  /** Out of ammunition (reload) markers on the gun. */
  readonly outOfAmmo: number;
  /** The round declared while loading ("none" when nothing is declared). */
  readonly round: DeclaredRound | "none";
  /**
   * The activation card on which loading was completed (see activationKey), null when not
   * known: NAP-7.2 "The gun may be fired on the activation card after loading has been completed."
   */
  readonly loadedOn: string | null;
  /**
   * NAP-7.3 the activation card the gun last moved on (activationKey), null when not known: it may not fire on that
   * card.
   */
  readonly movedOn: string | null;
}

/** Read the gun state from a gun unit's flags (limbered, outOfAmmo, round). */
export function gunStateOf(unit: UnitState): GunState {
  const f = unit.flags ?? {};
  const round = f["round"];
  const markers = f["outOfAmmo"];
  const loadedOn = f["loadedOn"];
  const movedOn = f["movedOn"];
  return {
    loadedOn: typeof loadedOn === "string" && loadedOn !== "" ? loadedOn : null,
    movedOn: typeof movedOn === "string" && movedOn !== "" ? movedOn : null,
    limbered: f["limbered"] === true,
    outOfAmmo: typeof markers === "number" ? markers : 0,
    round: DECLARED_ROUNDS.find((r) => r === round) ?? "none",
  };
}

/** A crew figure who is not an artillerist (infantry assigned to the gun): the "nonArtillerist" flag. */
function isNonArtillerist(figure: FigureState): boolean {
  return figure.flags?.["nonArtillerist"] === true;
}

/** NAP-7.2 who serves the gun now: unstunned, not incapacitated (wounded count), the limber excluded. */
export function gunCrewOf(unit: UnitState, limberId?: string): GunCrew {
  const serving = unit.figures.filter((f) => !f.incapacitated && !f.stunned && !isLimber(f, limberId));
  const non = serving.filter(isNonArtillerist).length;
  return { artillerists: serving.length - non, nonArtillerists: non };
}

/** NAP-7.3.3 common shell or spherical case (shrapnel). */
export type ShellKind = "shell" | "case";

/** The nation a gun unit carries on its "nation" flag, null when none. */
export function nationOf(unit: UnitState): string | null {
  const n = unit.flags?.["nation"];
  return typeof n === "string" && n !== "" ? n : null;
}

/**
 * NAP-7.3.3 Table 3: spherical case "* Such as shrapnel. Available to British only": a case
 * round loaded or fired by any other nation (or by a gun whose nation is not known) is refused.
 */
export function checkSphericalCase(kind: ShellKind, nation: string | null | undefined, gun: string): void {
  if (kind !== "case") return;
  const allowed: readonly string[] = ARTILLERY_RULES.sphericalCaseNations;
  if (nation == null || !allowed.includes(nation.trim().toLowerCase())) {
    throw new RulesError("sphericalCaseBritishOnly", { gun });
  }
}

/**
 * NAP-7.2 the round a player declares, by name: one of DECLARED_ROUNDS, or refused (a name
 * that is no round is never loaded as another one).
 */
function declaredRound(name: unknown, unit: Pick<UnitState, "name">): DeclaredRound {
  const round = DECLARED_ROUNDS.find((r) => r === name);
  if (!round) throw new RulesError("unknownRound", { unit: unit.name, round: String(name) });
  return round;
}

export interface LoadResult extends ProcedureResult<"load"> {
  readonly round: DeclaredRound;
  /** Markers left after this action; 0 = loaded, the gun may fire on its next activation card. */
  readonly remaining: number;
}

/**
 * NAP-7.2 one load action: removes one marker and declares the round (it must stay the same until
 * fired). `activation` (activationKey of the card this load is made on): the action that
 * completes loading records it, so the gun fires on a LATER activation card (checkGunReady).
 */
export function loadAction(
  unit: UnitState,
  name: DeclaredRound | string,
  crew: GunCrew = gunCrewOf(unit),
  activation?: string,
  options?: ProcedureOptions,
): LoadResult {
  const round = declaredRound(name, unit);
  // OW-9.1 (3) / OW-8 an Indian crew does not load (nor fire, nor serve) a gun.
  checkCrewNotIndian(unit, options);
  const gun = gunStateOf(unit);
  if (gun.limbered) throw new RulesError("gunLimbered", { unit: unit.name });
  // A gun with no round declared and no marker has never been loaded (a new gun, a scenario's
  // "starts unloaded"): it needs the loads its crew takes, as if it had just fired.
  const empty = gun.outOfAmmo <= 0 && gun.round === "none";
  if (gun.outOfAmmo <= 0 && !empty) throw new RulesError("alreadyLoaded", { unit: unit.name, round: gun.round });
  if (gun.round !== "none" && gun.round !== round)
    throw new RulesError("roundAlreadyDeclared", { unit: unit.name, round: gun.round });
  // NAP-7.3.3 spherical case is British only: refused when it is declared, not only when it is fired.
  if (round === "case") checkSphericalCase("case", nationOf(unit), unit.name);
  const loading = loadingActivations(crew);
  if (loading.activations === null)
    throw new RulesError("crewCannotServe", { unit: unit.name, strength: loading.strength });
  const remaining = (empty ? loading.activations : gun.outOfAmmo) - 1;
  const effects: Effect[] = [
    { kind: "flag", unitId: unit.id, figureId: null, flag: "outOfAmmo", value: remaining },
    { kind: "flag", unitId: unit.id, figureId: null, flag: "round", value: round },
  ];
  if (remaining === 0 && activation !== undefined) {
    effects.push({ kind: "flag", unitId: unit.id, figureId: null, flag: "loadedOn", value: activation });
  }
  return {
    procedure: "load",
    cards: [],
    effects,
    summary: { key: "COMBAT_PATROL.Artillery.load", data: { unit: unit.name, round, remaining } },
    round,
    remaining,
  };
}

/** NAP-7.2 "When a gun fires place out of ammunition markers on it to mark the number of reload actions required." */
export function markersAfterFiring(unit: UnitState, crew: GunCrew): Effect[] {
  const loading = loadingActivations(crew);
  return [
    { kind: "flag", unitId: unit.id, figureId: null, flag: "outOfAmmo", value: loading.activations ?? 0 },
    { kind: "flag", unitId: unit.id, figureId: null, flag: "round", value: "none" },
    { kind: "flag", unitId: unit.id, figureId: null, flag: "loadedOn", value: null },
  ];
}

/**
 * NAP-7.2 "if crew figures become incapacitated or stunned by fire before the reload actions
 * are executed, an additional marker may need to be placed": markers to add so the gun needs
 * the slower crew's activations; none once the gun is loaded. null: the crew cannot serve.
 */
export function extraMarkersAfterCrewLoss(markersLeft: number, crewBefore: GunCrew, crewNow: GunCrew): number | null {
  const before = loadingActivations(crewBefore).activations;
  const now = loadingActivations(crewNow).activations;
  if (now === null) return null;
  if (before === null || markersLeft <= 0) return 0;
  return Math.max(0, now - before);
}

/**
 * NAP-7.2b the load markers a gun's crew losses add: "if crew figures become incapacitated or
 * stunned by fire before the reload actions are executed, an additional marker may need to be
 * placed". `effects` are those of the fire at the crew (the figures it stuns or incapacitates);
 * the gun's markers become what the smaller crew needs (extraMarkersAfterCrewLoss). Nothing when
 * the gun is loaded, or the crew can no longer serve it (it cannot load at all then).
 */
export function markersAfterCrewLoss(gun: UnitState, effects: readonly Effect[], limberId?: string): Effect[] {
  const state = gunStateOf(gun);
  if (state.outOfAmmo <= 0) return [];
  const out = new Set(
    effects.flatMap((e) => ((e.kind === "stun" && e.stunned) || e.kind === "incapacitate" ? [e.figureId ?? ""] : [])),
  );
  if (!gun.figures.some((f) => out.has(f.id))) return [];
  const after = { ...gun, figures: gun.figures.map((f) => (out.has(f.id) ? { ...f, stunned: true } : f)) };
  const extra = extraMarkersAfterCrewLoss(state.outOfAmmo, gunCrewOf(gun, limberId), gunCrewOf(after, limberId));
  if (!extra) return [];
  return [{ kind: "flag", unitId: gun.id, figureId: null, flag: "outOfAmmo", value: state.outOfAmmo + extra }];
}

/**
 * NAP-7.3 the gun may fire: unlimbered, loaded (no marker) with the declared round, and
 * (NAP-7.2) "The gun may be fired on the activation card after loading has been completed":
 * not on the card (`activation`, activationKey) its loading was completed on. `round` is the
 * Table 3 column fired (shell for spherical case too); NAP-7.2 "Only that type of round may be
 * fired": a gun loaded with shell fires no case and one loaded with case no common shell
 * (checkShellKindLoaded).
 */
export function checkGunReady(unit: UnitState, round: ArtilleryRound, activation?: string): void {
  const gun = gunStateOf(unit);
  if (gun.limbered) throw new RulesError("gunLimbered", { unit: unit.name });
  if (gun.outOfAmmo > 0) throw new RulesError("gunNotLoaded", { unit: unit.name, markers: gun.outOfAmmo });
  if (activation !== undefined && gun.loadedOn === activation)
    throw new RulesError("gunLoadedThisActivation", { unit: unit.name });
  if (gun.round === "none" || firedRound(gun.round) !== round)
    throw new RulesError("wrongRound", { unit: unit.name, loaded: gun.round, round });
}

/** NAP-7.2 the shell kind fired is the one loaded: common shell or spherical case. */
export function checkShellKindLoaded(unit: UnitState, kind: ShellKind): void {
  const loaded = gunStateOf(unit).round;
  if (loaded !== kind) throw new RulesError("wrongRound", { unit: unit.name, loaded, round: kind });
}

/** NAP-7.2 / NAP-7.3.3 the shell kind a gun loaded with shell or case fires. */
export function loadedShellKind(unit: UnitState): ShellKind {
  return gunStateOf(unit).round === "case" ? "case" : "shell";
}
