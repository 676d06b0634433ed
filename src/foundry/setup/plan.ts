/**
 * The scenario's deployment as plain data (no Foundry): every actor of the chosen forces gets a
 * new id (its references remapped: pack-actors.ts), the tokens are laid out along each side's
 * edge, one combatant per unit. The dialog turns this plan into ONE batched creation per
 * document type. The forces the packs offer and what they hold are in forces.ts.
 */
import { unitGroups, type ForceOption } from "./forces";
import type { PackActor } from "./pack-actors";

export type Side = "a" | "b";

/** The chosen forces, each with the side it fights on and the player who owns it. */
export interface ChosenForce {
  readonly option: ForceOption;
  readonly side: Side;
  readonly ownerId: string | null;
  readonly actors: readonly PackActor[];
}

/** The scene's playing area in pixels and its grid. */
export interface SceneArea {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** Pixels per grid square. */
  readonly gridSize: number;
}

export interface TokenPlacement {
  readonly sourceId: string;
  readonly actorId: string;
  /** Top-left corner, pixels. */
  readonly x: number;
  readonly y: number;
  readonly side: Side;
}

export interface PlannedGroup {
  readonly name: string;
  readonly side: Side;
  readonly force: string;
  /** New id of the actor whose token stands for the group in the Combat (leader, gun, wagon, herd). */
  readonly combatantActorId: string | null;
  readonly tokens: number;
}

export interface DeploymentPlan {
  /** Source id (in its pack) -> new world id, for every actor of the chosen forces. */
  readonly ids: ReadonlyMap<string, string>;
  /** Per force: the new world folder id, its name, owner and side. */
  readonly folders: readonly {
    readonly id: string;
    readonly name: string;
    readonly side: Side;
    readonly ownerId: string | null;
    readonly force: ChosenForce;
  }[];
  readonly tokens: readonly TokenPlacement[];
  readonly groups: readonly PlannedGroup[];
  /** Groups that did not fit on the scene (their actors are created, without tokens). */
  readonly overflow: readonly string[];
}

/** Spacing of the deployment, in grid squares (1" each): figures one apart, units three apart, a two-square margin. */
export const DEPLOYMENT = { figureGap: 1, groupGap: 3, rowGap: 3, margin: 2 } as const;

/**
 * Lay out every chosen force: side A along the bottom edge, side B along the top, each unit a
 * row of figures (leader first), units left to right, new rows toward the centre. Figures stand
 * one square apart so no unit starts in close order by accident (NAP-5.1 touching bases).
 */
export function planDeployment(chosen: readonly ChosenForce[], area: SceneArea, newId: () => string): DeploymentPlan {
  const ids = new Map<string, string>();
  const folders = chosen.map((force) => ({
    id: newId(),
    name: force.option.name,
    side: force.side,
    ownerId: force.ownerId,
    force,
  }));
  for (const force of chosen) for (const a of force.actors) if (!ids.has(a._id)) ids.set(a._id, newId());

  const g = area.gridSize;
  const cols = Math.floor(area.width / g);
  const rows = Math.floor(area.height / g);
  const tokens: TokenPlacement[] = [];
  const groups: PlannedGroup[] = [];
  const overflow: string[] = [];
  for (const side of ["a", "b"] as const) {
    let col = DEPLOYMENT.margin;
    let row = 0;
    let rowDepth = 0;
    const half = Math.floor(rows / 2) - DEPLOYMENT.margin;
    for (const force of chosen.filter((f) => f.side === side)) {
      const byId = new Map(force.actors.map((a) => [a._id, a]));
      for (const group of unitGroups(force.actors)) {
        const members = group.tokenIds.map((id) => byId.get(id)).filter((a): a is PackActor => a !== undefined);
        const width =
          members.reduce((w, a) => w + Math.ceil(a.tokenSize.width), 0) +
          DEPLOYMENT.figureGap * Math.max(0, members.length - 1);
        const depth = Math.max(1, ...members.map((a) => Math.ceil(a.tokenSize.height)));
        if (col > DEPLOYMENT.margin && col + width > cols - DEPLOYMENT.margin) {
          row += rowDepth + DEPLOYMENT.rowGap;
          col = DEPLOYMENT.margin;
          rowDepth = 0;
        }
        if (row + depth > half || width > cols - 2 * DEPLOYMENT.margin) {
          overflow.push(group.name);
          groups.push({ name: group.name, side, force: force.option.name, combatantActorId: null, tokens: 0 });
          continue;
        }
        let x = col;
        for (const a of members) {
          const top =
            side === "a" ? rows - DEPLOYMENT.margin - row - Math.ceil(a.tokenSize.height) : DEPLOYMENT.margin + row;
          tokens.push({
            sourceId: a._id,
            actorId: ids.get(a._id) ?? a._id,
            x: area.x + x * g,
            y: area.y + top * g,
            side,
          });
          x += Math.ceil(a.tokenSize.width) + DEPLOYMENT.figureGap;
        }
        // OW-9.3a "A wagon is its own unit": its Combat entry is the wagon (its driver is his own piece).
        const lead = group.kind === "wagon" ? group.cardId : (group.leaderId ?? members[0]?._id ?? null);
        groups.push({
          name: group.name,
          side,
          force: force.option.name,
          combatantActorId: lead ? (ids.get(lead) ?? null) : null,
          tokens: members.length,
        });
        col += width + DEPLOYMENT.groupGap;
        rowDepth = Math.max(rowDepth, depth);
      }
    }
  }
  return { ids, folders, tokens, groups, overflow };
}
