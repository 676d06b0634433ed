/**
 * The action layer refuses a user who does not own the acting actor (the GM may act for any):
 * the guard runs before the handler, the refusal is localized and nothing else happens. Tiny
 * typed doubles at the seam (OwnershipPorts).
 */
import { describe, expect, it } from "vitest";
import { createActionRegistry, ownerGuard, type OwnershipPorts } from "@foundry/kernel/action-layer";
import lang from "../../../lang/en.json";

interface Request {
  readonly actor: { readonly uuid: string; readonly name: string };
  readonly params: Readonly<Record<string, string>>;
}

const OWNERS: Readonly<Record<string, string>> = { "Actor.cole": "alice", "Actor.hale": "bob" };

function table(user: { id: string; isGM: boolean } | null) {
  const warnings: [string, Readonly<Record<string, string>>][] = [];
  const ports: OwnershipPorts<Request> = {
    isGM: () => user?.isGM ?? null,
    owns: (r) => !!user && OWNERS[r.actor.uuid] === user.id,
    name: (r) => r.actor.name,
    warn: (key, data) => void warnings.push([key, data]),
  };
  const layer = createActionRegistry<Request>(ownerGuard(ports));
  const ran: string[] = [];
  layer.registerAction("fire", (r) => void ran.push(r.actor.name));
  return { layer, ran, warnings };
}

const cole: Request = { actor: { uuid: "Actor.cole", name: "Pvt. Cole" }, params: {} };

describe("the action layer: who may act", () => {
  it("a player who does not own the actor is refused with a localized warning; the handler never runs", async () => {
    const { layer, ran, warnings } = table({ id: "bob", isGM: false });
    expect(await layer.performAction("fire", cole)).toBe("refused");
    expect(ran).toEqual([]);
    expect(warnings).toEqual([["COMBAT_PATROL.Error.notYourPiece", { name: "Pvt. Cole" }]]);
    expect(lang.COMBAT_PATROL.Error.notYourPiece).toContain("{name}");
  });

  it("the owner acts; the GM acts for a piece he does not own", async () => {
    const owner = table({ id: "alice", isGM: false });
    expect(await owner.layer.performAction("fire", cole)).toBe("done");
    expect(owner.ran).toEqual(["Pvt. Cole"]);
    const gm = table({ id: "gm", isGM: true });
    expect(await gm.layer.performAction("fire", cole)).toBe("done");
    expect(gm.warnings).toEqual([]);
  });

  it("no user (not logged in yet) is refused", async () => {
    const { layer, ran } = table(null);
    expect(await layer.performAction("fire", cole)).toBe("refused");
    expect(ran).toEqual([]);
  });

  it("an action nobody handles is still 'unavailable' (the guard is asked only for a real action)", async () => {
    const { layer, warnings } = table({ id: "bob", isGM: false });
    expect(await layer.performAction("rally", cole)).toBe("unavailable");
    expect(warnings).toEqual([]);
  });
});
