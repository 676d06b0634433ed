import { it } from "vitest";
import { apply, chat, lines, press, TableDouble, PLAYER, GM, writeKinds, posseAndRaiders, COLE, DUNN, POSSE, HALE, FINCH, RAIDERS } from "./harness";
import { DEFAULT_OPTIONS } from "../../src/rules/options";

async function show(name: string, t: TableDouble, run: () => Promise<unknown>) {
  const out = await run();
  let v: unknown = null;
  try { const c = chat(t); v = { title: c.title, summary: c.summary, lines: lines(c), changes: c.changes, moves: c.moves, cards: c.cards.length, applied: t.lastMessage().applied }; } catch (e) { v = String(e); }
  const before = writeKinds(t);
  let a: unknown = null;
  try { if (t.messages.size && !t.lastMessage().applied.done) a = await apply(t); } catch (e) { a = String(e); }
  console.log("=== " + name, out, JSON.stringify(v, null, 1), before, JSON.stringify(a), writeKinds(t), JSON.stringify(t.warnings), JSON.stringify(t.asked.map((x) => x.title)));
}
const W = "Actor.wagon00000000001", GUN = "Actor.gun0000000000001", G1 = "Actor.gunner0000000001", G2 = "Actor.gunner0000000002";
it("explore", async () => {
  let t = posseAndRaiders(); t.targets = [HALE];
  await show("melee", t, () => press(t, "melee", COLE));
  t = posseAndRaiders(); await show("move", t, () => press(t, "move", COLE));
  t = posseAndRaiders(); t.answers = [{ terrain: "0.5" }]; await show("sprint", t, () => press(t, "sprint", COLE));
  t = posseAndRaiders(); t.addFigure("Actor.rider0000000001", "Trooper Kane", { states: { stunned: false, pinned: false, mounted: true, hidden: false, incapacitated: false } }, "ow.revolver", PLAYER); await show("sprint-mounted", t, () => press(t, "sprint", "Actor.rider0000000001"));
  t = posseAndRaiders(); t.actors.get(POSSE)!.snapshot.system = { ...t.unitSource(POSSE), moraleMarkers: 2 }; await show("rally", t, () => press(t, "rally", POSSE));
  t = posseAndRaiders(); await show("moraleCheck-none", t, () => press(t, "moraleCheck", POSSE));
  t = posseAndRaiders(); t.actors.get(COLE)!.snapshot.system = { ...t.figureSource(COLE), outOfAmmo: 1 }; await show("reload", t, () => press(t, "reload", COLE));
  t = posseAndRaiders(); t.targets = [HALE]; t.actors.get(COLE)!.snapshot.system = { ...t.figureSource(COLE), dynamite: { sticks: 2, bundles: 1 } } as never; await show("throw", t, () => press(t, "throwDynamite", COLE, { distance: () => 6 }));
  t = posseAndRaiders(); t.targets = [HALE, FINCH]; await show("blast", t, () => press(t, "blast", COLE, { params: { size: "medium" } }));
  t = posseAndRaiders(); await show("mount", t, () => press(t, "mount", COLE));
  t = posseAndRaiders(); await show("reaction", t, () => press(t, "reaction", COLE));
  t = posseAndRaiders(); t.options = { ...DEFAULT_OPTIONS, era: "napoleonic" }; t.actors.get(POSSE)!.snapshot.system = { ...t.unitSource(POSSE), closeOrder: true } as never; await show("reaction-group", t, () => press(t, "reaction", POSSE));
  t = posseAndRaiders(); t.addWagon(W, "Stage", { driverId: null }, PLAYER); t.targets = [W]; await show("board", t, () => press(t, "board", COLE));
  t = posseAndRaiders(); t.addWagon(W, "Stage", { driverId: DUNN, runaway: true }, PLAYER); await show("regain", t, () => press(t, "regainControl", W));
  t = posseAndRaiders(); t.addFigure(G1, "Gunner One", {}, null, PLAYER); t.addFigure(G2, "Gunner Two", {}, null, PLAYER); t.addGun(GUN, "Gatling", [G1, G2], { kind: "gatling", limbered: false, limber: { distance: 3, state: "ok" } } as never, PLAYER); await show("limber", t, () => press(t, "limber", GUN));
  t = posseAndRaiders(); t.addFigure(G1, "Gunner One", {}, null, PLAYER); t.addFigure(G2, "Gunner Two", {}, null, PLAYER); t.addGun(GUN, "Gatling", [G1, G2], { kind: "gatling" } as never, PLAYER); t.facings.set(GUN, 90); await show("reface", t, () => press(t, "reface", GUN));
  t = posseAndRaiders(); t.addFigure(G1, "Gunner One", {}, null, PLAYER); t.addFigure(G2, "Gunner Two", {}, null, PLAYER); t.addGun(GUN, "Twelve-pounder", [G1, G2], { kind: "artillery", weightClass: "light" } as never, PLAYER); t.answers = [{ round: "canister" }]; await show("load", t, () => press(t, "load", GUN));
});
