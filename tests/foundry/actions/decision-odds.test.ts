/**
 * The odds each action dialog shows before the draw (actions/odds-text.ts oddsLine): the live lines
 * the REAL handler gives its dialog for the answers it opens with equal the engine's exact figures
 * for the request it sends with those answers (percentages in the words, fractions on hover, the
 * bar's shares).
 */
import { describe, expect, it } from "vitest";
import type { Answers, AskConfig, LiveLine } from "@foundry/kernel/ask-dialog";
import type { ActionCard } from "@rules/cards/schema";
import type { MountedMeleeInput } from "@rules/mounted/melee";
import type { MountedBogInput } from "@rules/mounted/terrain";
import type { MoraleInput } from "@rules/procedures";
import { withThrowerCounted, type DynamiteThrowInput } from "@rules/old-west/dynamite";
import type { GatlingFireInput } from "@rules/old-west/gatling";
import { fractionText, type Probability } from "@rules/odds/fraction";
import { chargeChoices } from "@rules/odds/melee-odds";
import { moraleOdds, mountedBogOdds, regainControlOdds } from "@rules/odds/check-odds";
import { dynamiteThrowOdds, gatlingBurstOdds } from "@rules/odds/old-west-odds";
import { percentOf } from "@foundry/actions/odds-text";
import { COLE, PLAYER, POSSE, posseAndRaiders, press, RAIDERS, TableDouble, type Press } from "../../table/harness";
import { DYNAMITE_ON, GRENADIER, HUSSARS, LANCER, WAGON, hussarsAndLine, stagecoach } from "../../table/scenes";

/** What the dialog showed for its first answers, the request those answers sent, and the cards left then. */
async function dialogAndRequest(table: TableDouble, action: string, actor: string, options: Press = {}) {
  const pool: readonly ActionCard[] = table.port(PLAYER).draw.pool();
  let sent: { procedure: string; input: unknown } | null = null;
  const service = table.service.bind(table);
  table.service = (user) => {
    const real = service(user);
    return { ...real, resolve: (request) => ((sent = request), real.resolve(request)) };
  };
  expect(await press(table, action, actor, options)).toBe("done");
  const config: AskConfig = table.asked[0]!;
  const first: Answers = Object.fromEntries(config.fields.map((f) => [f.name, f.value]));
  const lines = config.live?.(first) ?? [];
  expect(sent).not.toBeNull();
  return { lines, input: sent!.input as Record<string, unknown>, pool };
}

/** The line shows the chance as a percentage, its exact fraction on hover, and (with a bar) its share. */
function shows(line: LiveLine | undefined, p: Probability, tone?: "good" | "even" | "bad"): void {
  expect(line).toBeDefined();
  expect(line!.text).toContain(percentOf(p.value));
  expect(line!.title).toContain(fractionText(p));
  if (tone) {
    const segment = line!.bar?.find((s) => s.tone === tone && s.title.includes(fractionText(p)));
    expect(segment?.width).toBe(`${(p.value * 100).toFixed(2)}%`);
  }
}

describe("odds in the decision dialogs", () => {
  it("NAP-6.2.1 the charge: as set and without impetus, win / tie / lose as the engine counts the request sent", async () => {
    const table = hussarsAndLine();
    table.targets = [GRENADIER];
    table.answers = [{ straightInches: 5 }];
    const { lines, input, pool } = await dialogAndRequest(table, "charge", LANCER);
    // the dialog's first answers (0 straight inches) have no impetus: the live line for 5" is asked again
    const config = table.asked[0]!;
    const five = config.live!({
      ...Object.fromEntries(config.fields.map((f) => [f.name, f.value])),
      straightInches: 5,
    });
    const choices = chargeChoices(input["mountedMelee"] as MountedMeleeInput, { pool }, { rules: table.options });
    expect(choices.map((c) => c.key)).toContain("noImpetus");
    expect(five).toHaveLength(choices.length);
    choices.forEach((choice, i) => {
      shows(five[i], choice.odds.winner.attacker, "good");
      shows(five[i], choice.odds.winner.defender, "bad");
    });
    expect(lines.length).toBeLessThan(five.length); // no impetus to give up at 0"
  });

  it("NAP-6.1.2 the mounted bog check: gets through or bogs down", async () => {
    const { lines, input, pool } = await dialogAndRequest(hussarsAndLine(), "mountedBog", HUSSARS);
    const odds = mountedBogOdds(input["mountedBog"] as MountedBogInput, { pool }, {});
    shows(lines[0], odds.bogged, "bad");
  });

  it("CORE-7 CORE-11 the morale check: every card OK with the leader removing the markers he may", async () => {
    const table = posseAndRaiders();
    table.patchUnit(POSSE, { moraleMarkers: 3 });
    const { lines, input, pool } = await dialogAndRequest(table, "rally", POSSE);
    const odds = moraleOdds(input["morale"] as MoraleInput, { pool }, { rules: table.options });
    expect(odds.leaderRemoves.removed).toBeGreaterThan(0);
    expect(lines[0]!.text).toContain(
      `Leader removes ${odds.leaderRemoves.removed}, ${odds.leaderRemoves.checks} cards`,
    );
    shows(lines[0], odds.leaderRemoves.allOk, "good");
  });

  it("OW-5.2 the Gatling burst at a target in the open: a hit, no hit, a figure out, the jam", async () => {
    const table = posseAndRaiders();
    const crew = ["Actor.gunner0000000001", "Actor.gunner0000000002", "Actor.gunner0000000003"];
    crew.forEach((id, i) => table.addFigure(id, ["Sgt. Gunn", "Pvt. Crank", "Pvt. Feed"][i]!, {}, null, PLAYER));
    table.addGun("Actor.gun0000000000001", "Gatling", crew, { kind: "gatling", facing: 0 }, PLAYER);
    table.targets = ["Actor.hale000000000001"];
    const { lines, input, pool } = await dialogAndRequest(table, "gatlingFire", "Actor.gun0000000000001", {
      distance: () => 20,
    });
    const odds = gatlingBurstOdds(input as unknown as GatlingFireInput, { pool }, { rules: table.options });
    expect(input["target"]).toMatchObject({ unitId: RAIDERS });
    shows(lines[0], odds.through, "good");
    // Sgt. Hale stands in the open: the bar says "a hit", not "through cover", and has no saved part.
    expect(lines[0]!.text).toContain("a hit");
    expect(lines[0]!.text).not.toContain("cover");
    expect(lines[0]!.bar?.map((s) => s.tone)).toEqual(["good", "bad"]);
    shows(lines[1], odds.figureOut);
    shows(lines[1], odds.jam);
  });

  it("OW-6.1.1 the thrown stick: on target, scatters, goes off in his hand", async () => {
    const table = posseAndRaiders();
    table.options = DYNAMITE_ON;
    table.targets = ["Actor.hale000000000001"];
    table.patchFigure(COLE, { dynamite: { sticks: 2, bundles: 1 } });
    table.answers = [{ range: 2 }];
    const { input, pool } = await dialogAndRequest(table, "throwDynamite", COLE, { distance: () => 2 });
    const config = table.asked[0]!;
    const lines = config.live!({ ...Object.fromEntries(config.fields.map((f) => [f.name, f.value])), range: 2 });
    // The GM counts the sticks and bundles he carries from his sheet, as the dialog's odds do.
    const thrown = withThrowerCounted(input["dynamite"] as DynamiteThrowInput);
    const odds = dynamiteThrowOdds(thrown, { pool }, { rules: table.options });
    shows(lines[0], odds.outcome.target, "good");
    shows(lines[0], odds.outcome.scatter, "even");
    shows(lines[0], odds.outcome.premature, "bad");
  });

  it("OW-9.3f regaining control of a runaway team, in the terrain asked", async () => {
    const table = stagecoach({ runaway: true });
    const { lines, pool } = await dialogAndRequest(table, "regainControl", WAGON);
    const odds = regainControlOdds(table.port(PLAYER).pieces.wagon(WAGON)!, "open", { pool }, { rules: table.options });
    shows(lines[0], odds.regained, "good");
  });
});
