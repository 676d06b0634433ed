/**
 * Server writes per resolved action (goal ≤ 2: ONE batched write + ONE chat message), counted by
 * a recorder at the adapter seams: the cards concept's TableWriter (deck state, chat message),
 * the effects writer (actors) and the message update of an apply. Volleys of 1..12 shots go
 * through the REAL draw coordinator and the REAL apply coordinator over doubles
 * (tests/doubles/table.ts); the figure is the most any volley needed.
 *
 *   writes_per_action   resolving: the shooter's deck state and the result message
 *   writes_per_apply    the Apply button: the message's applied record and ONE batch of actors
 */
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { newDeckState } from "@rules/cards/deck";
import { seededShuffle } from "@rules/cards/random";
import { ApplyCoordinator } from "@foundry/kernel/result-apply";
import { fireState, resolveFireState } from "@foundry/actions/fire/fire";
import { GM, OTHER, PLAYER, TableDouble } from "../../tests/doubles/table";

const SHOOTERS = 12;
const id = (prefix: string, i: number) => `Actor.${prefix}${String(i).padStart(16 - prefix.length, "0")}`;

async function volley(shots: number, seed: number): Promise<{ resolve: number; apply: number }> {
  const table = new TableDouble();
  const shooters = Array.from({ length: SHOOTERS }, (_, i) =>
    table.addFigure(id("shooter", i), `Shooter ${i + 1}`, { accuracy: "elite" }, "ow.rifle", PLAYER),
  );
  const posse = table.addUnit(id("posse", 0), "Posse", shooters, {}, PLAYER);
  const targets = Array.from({ length: 6 }, (_, i) =>
    table.addFigure(id("target", i), `Target ${i + 1}`, { endurance: 3 }, "ow.revolver", OTHER),
  );
  const raiders = table.addUnit(id("raiders", 0), "Raiders", targets, {}, OTHER);
  // the double draws the pile's first card: a seeded order gives each volley other cards
  const fresh = newDeckState(FRONTIER_DECK);
  table.actionDecks.set(PLAYER, {
    state: { ...fresh, drawPile: seededShuffle(fresh.drawPile, seed).items },
    audit: null,
  });

  const distance = () => 10; // short range for a rifle: one shot each
  const actions = table.actionTable(PLAYER, distance);
  const state = fireState(table.unit(posse), table.unit(raiders), [], actions);
  const limited = { ...state, shooters: state.shooters.map((s, i) => ({ ...s, include: i < shots })) };
  const answer = await resolveFireState(limited, actions);
  if (!answer?.ok) throw new Error(`volley of ${shots} refused: ${answer ? answer.key : "nothing to fire"}`);
  const resolve = table.writes.length;

  table.writes.length = 0;
  const applied = await new ApplyCoordinator(table.applyPorts()).apply({
    messageId: table.lastMessage().id,
    requesterId: GM,
  });
  // A volley that missed every time changes nothing: there is no Apply to count.
  if (!applied.ok && applied.key === "COMBAT_PATROL.Error.nothingToApply") return { resolve, apply: 0 };
  if (!applied.ok) throw new Error(`apply refused: ${applied.key}`);
  return { resolve, apply: table.writes.length };
}

export async function benchWrites(): Promise<{ writes_per_action: number; writes_per_apply: number }> {
  let resolve = 0;
  let apply = 0;
  for (let shots = 1; shots <= SHOOTERS; shots += 1) {
    for (const seed of [1, 2, 3]) {
      const w = await volley(shots, seed * 97 + shots);
      resolve = Math.max(resolve, w.resolve);
      apply = Math.max(apply, w.apply);
    }
  }
  return { writes_per_action: resolve, writes_per_apply: apply };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await benchWrites());
}
