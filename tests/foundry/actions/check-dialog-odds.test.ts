/**
 * The odds the check dialogs show before the draw (actions/odds-text.ts oddsLine): the stampede
 * check, the runaway check, the runaway's move and the counter-charge. The live lines the REAL
 * handler gives its dialog for the answers it opens with equal the engine's exact figures for the
 * request it sends with those answers (percentages in the words, fractions on hover, the bar's
 * shares).
 */
import { describe, expect, it } from "vitest";
import type { Answers, AskConfig, LiveLine } from "@foundry/kernel/ask-dialog";
import type { ActionCard } from "@rules/cards/schema";
import type { HerdState, StampedeTrigger } from "@rules/old-west/animals";
import type { RunawayMoveInput, RunawayTrigger } from "@rules/old-west/runaway";
import type { WagonState } from "@rules/old-west/wagons";
import type { MountedReactionInput } from "@rules/mounted/reaction";
import { counterChargeOdds, runawayMoveOdds, runawayOdds, stampedeOdds } from "@rules/odds/check-odds";
import { complement, fractionText, type Probability } from "@rules/odds/fraction";
import { percentOf } from "@foundry/actions/odds-text";
import { GM, PLAYER, press, TableDouble, type Press } from "../../table/harness";
import { GRENADIER, HERD, HUSSARS, MOUNTED, WAGON, hussarsAndLine, stagecoach, withHerd } from "../../table/scenes";

/** What the dialog showed for its first answers (and `answers` over them), the request sent, and the cards left. */
async function dialogAndRequest(
  table: TableDouble,
  action: string,
  actor: string,
  options: Press = {},
  answers: Answers = {},
) {
  const pool: readonly ActionCard[] = table.port(options.user ?? PLAYER).draw.pool();
  let sent: { procedure: string; input: unknown } | null = null;
  const service = table.service.bind(table);
  table.service = (user) => {
    const real = service(user);
    return { ...real, resolve: (request) => ((sent = request), real.resolve(request)) };
  };
  table.answers = [answers];
  expect(await press(table, action, actor, options)).toBe("done");
  const config: AskConfig = table.asked[0]!;
  const first: Answers = { ...Object.fromEntries(config.fields.map((f) => [f.name, f.value])), ...answers };
  expect(sent).not.toBeNull();
  return { lines: config.live?.(first) ?? [], input: sent!.input as Record<string, unknown>, pool };
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

describe("odds in the check dialogs", () => {
  it("OW-9.2.7 the stampede check: the trigger asked (the prompt's), the herd holds or stampedes as the engine counts", async () => {
    const table = withHerd();
    const { lines, input, pool } = await dialogAndRequest(table, "stampedeCheck", HERD, {
      user: GM,
      params: { trigger: "firedOn" },
    });
    expect(input["trigger"]).toBe("firedOn");
    const odds = stampedeOdds(
      input["herd"] as HerdState,
      input["trigger"] as StampedeTrigger,
      { pool },
      {
        rules: table.options,
      },
    );
    expect(odds.stampedes.value).toBeGreaterThan(0);
    expect(odds.stampedes.value).toBeLessThan(1);
    shows(lines[0], odds.stampedes, "bad");
    shows(lines[0], complement(odds.stampedes), "good");
  });

  it("OW-9.2.7 the GM may name another trigger: the herders' charge stampedes it for certain", async () => {
    const table = withHerd();
    const { lines, input } = await dialogAndRequest(
      table,
      "stampedeCheck",
      HERD,
      { user: GM },
      {
        trigger: "herdersCharge",
      },
    );
    expect(input["trigger"]).toBe("herdersCharge");
    expect(lines[0]!.text).toContain("100%");
  });

  it("OW-9.3f the runaway check: the team holds or bolts, for the trigger asked", async () => {
    const table = stagecoach();
    const { lines, input, pool } = await dialogAndRequest(table, "runawayCheck", WAGON, {
      user: GM,
      params: { trigger: "teamCharged" },
    });
    expect(input["trigger"]).toBe("teamCharged");
    const odds = runawayOdds(
      input["wagon"] as WagonState,
      input["trigger"] as RunawayTrigger,
      { pool },
      {
        rules: table.options,
      },
    );
    expect(odds.runaway.value).toBeGreaterThan(0);
    shows(lines[0], odds.runaway, "bad");
  });

  it("OW-9.3f the runaway's move: overturned by its bog checks or not, and the inches on average, for the move sent", async () => {
    const table = stagecoach({ runaway: true });
    const { lines, input, pool } = await dialogAndRequest(table, "move", WAGON, {}, { sharpTurns: 1, obstacles: 1 });
    const runaway = input["runaway"] as RunawayMoveInput;
    expect(runaway.obstacles).toBe(1);
    const odds = runawayMoveOdds(runaway, { pool }, { rules: table.options });
    expect(odds.overturned.value).toBeGreaterThan(0);
    shows(lines[0], odds.overturned, "bad");
    shows(lines[0], complement(odds.overturned), "good");
    expect(lines[1]!.text).toContain(String(Math.round(odds.meanInches.value * 10) / 10));
    expect(lines[1]!.title).toContain(fractionText(odds.meanInches));
  });

  it("NAP-6.2.1.2 the counter-charge at a targeted charger: it goes in or fails, and meets the charger, as the engine counts", async () => {
    const table = hussarsAndLine();
    table.patchFigure(GRENADIER, { states: { ...MOUNTED } });
    table.targets = [GRENADIER];
    const { lines, input, pool } = await dialogAndRequest(
      table,
      "counterCharge",
      HUSSARS,
      {},
      {
        gapInches: 8,
        chargerInches: 4,
      },
    );
    const reaction = input["mountedReaction"] as MountedReactionInput;
    expect(reaction.contact).toEqual({ gapInches: 8, chargerInches: 4 });
    const { contact, ...check } = reaction;
    const odds = counterChargeOdds(check, { pool }, contact, { rules: table.options });
    shows(lines[0], odds.pass, "good");
    shows(lines[0], complement(odds.pass), "bad");
    shows(lines[1], odds.contact!);
    expect(odds.contact!.value).toBeLessThan(odds.pass.value);
  });
});
