/**
 * Dynamite appeared twice on the figure sheet: a figure's carried dynamite has one home,
 * its counts (system.dynamite sticks/bundles, data/dynamite.ts). The sheet shows the counts once;
 * an explosive item is listed only as a charge on the table (placed, fused, lit, wired) with its
 * fuse; a carried explosive item handed to a figure adds to the counts (ExplosiveModel._preCreate).
 */
import { readFileSync, readdirSync } from "node:fs";
import Handlebars from "handlebars";
import { beforeAll, describe, expect, it } from "vitest";
import { flattenLang, registerFoundryHelpers } from "../../../preview/foundry-helpers";
import { figureView, type FigureViewInput } from "@foundry/sheets/view/figure";
import { DEFAULTS, type ExplosiveSource, type FigureSource } from "@foundry/data/sources";
import { foldCarriedDynamite, isCarried, withHandedDynamite } from "@foundry/data/dynamite";
import bandit from "../../../packs/old-west-forces/Bandit_dynamite_z0wIsZ4nx4O07O06.json";

const ids = (list: readonly { id: string }[]) => list.map((a) => a.id);
const frame = { doc: { name: "Pete", img: "" }, editable: true, editMode: false };
const carried = (quantity: number, charge: ExplosiveSource["charge"] = "stick"): ExplosiveSource => ({
  ...DEFAULTS.explosive(),
  charge,
  quantity,
});
const placed = (state: ExplosiveSource["fuse"]["state"]): ExplosiveSource => ({
  ...DEFAULTS.explosive(),
  charge: "bundle",
  fuse: { state, length: 1, die: null },
});
const own = (id: string, name: string, system: ExplosiveSource) => ({ id, name, img: "", system });
const input = (dynamite: FigureSource["dynamite"], explosives: FigureViewInput["explosives"]): FigureViewInput => ({
  ...frame,
  system: { ...DEFAULTS.figure(), dynamite },
  weapons: [],
  explosives,
  era: "old-west",
  year: null,
});

const hbs = Handlebars.create();
beforeAll(() => {
  registerFoundryHelpers(
    hbs,
    flattenLang(JSON.parse(readFileSync("lang/en.json", "utf8")) as Parameters<typeof flattenLang>[0]),
  );
  for (const dir of ["actor", "sheets-shared"]) {
    for (const file of readdirSync(`templates/${dir}`).filter((f) => f.endsWith(".hbs")))
      hbs.registerPartial(
        `systems/combat-patrol/templates/${dir}/${file}`,
        readFileSync(`templates/${dir}/${file}`, "utf8"),
      );
  }
});
const dynamiteSection = (view: object): string => {
  const html = hbs.compile(readFileSync("templates/actor/figure.hbs", "utf8"))(view);
  const start = html.indexOf('<section class="cp-dynamite">');
  if (start < 0) return "";
  return html
    .slice(start, html.indexOf("</section>", start))
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
};

describe("OW-6a dynamite shown once on the figure sheet", () => {
  it("OW-6a 2 sticks counted and a carried stick item ×3 (an old world): the sheet shows the counts only, no second dynamite", () => {
    const view = figureView(input({ sticks: 2, bundles: 0 }, [own("stick00000000001", "Dynamite stick", carried(3))]));
    expect(view.charges).toEqual([]);
    expect(dynamiteSection(view)).toBe("Dynamite carried Sticks − 2 + Bundles − 0 +");
  });

  it("OW-6.1.2 a placed charge is listed once under the charges placed, with its charge and fuse; its next steps are offered", () => {
    const view = figureView(
      input({ sticks: 0, bundles: 1 }, [own("charge0000000001", "Bank vault charge", placed("set"))]),
    );
    expect(view.charges).toEqual([
      {
        id: "charge0000000001",
        name: "Bank vault charge",
        img: "",
        detail: "COMBAT_PATROL.Action.Dynamite.bundle",
        fuse: "COMBAT_PATROL.Choice.fuse.set",
      },
    ]);
    expect(dynamiteSection(view)).toBe(
      "Dynamite carried Sticks − 0 + Bundles − 1 + Charges placed Bank vault charge · Bundle, medium template · Fuse set",
    );
    expect(ids(view.actions)).toEqual(
      expect.arrayContaining([
        "throwDynamite",
        "prepareBundle",
        "lightFuse",
        "connectBlastingMachine",
        "carriedDynamite",
      ]),
    );
  });

  it("OW-6.1.1 the throw button follows the counts: a carried item with no count offers no throw (the engine reads the counts)", () => {
    const view = figureView(input({ sticks: 0, bundles: 0 }, [own("stick00000000001", "Dynamite stick", carried(1))]));
    expect(ids(view.actions)).not.toContain("throwDynamite");
    expect(ids(view.actions)).not.toContain("carriedDynamite");
    expect(dynamiteSection(view)).toBe("");
  });

  it("OW-6a the Sample Forces' dynamite bandit carries his 2 sticks as counts and no explosive item", () => {
    expect(bandit.system.dynamite).toEqual({ sticks: 2, bundles: 0 });
    expect(bandit.items.map((i) => i.type)).toEqual(["weapon"]);
  });
});

describe("data/dynamite: the counts' arithmetic", () => {
  it("OW-6a a carried stick ×2 handed to a figure with 1 stick and 1 bundle: 3 sticks, 1 bundle", () => {
    expect(withHandedDynamite({ sticks: 1, bundles: 1 }, carried(2))).toEqual({ sticks: 3, bundles: 1 });
    expect(withHandedDynamite({ sticks: 1, bundles: 1 }, carried(1, "bundle"))).toEqual({ sticks: 1, bundles: 2 });
  });

  it("only a carried explosive is dynamite in hand", () => {
    expect(isCarried(carried(1))).toBe(true);
    expect(isCarried(placed("lit"))).toBe(false);
  });

  it("v3 folding: per kind the larger of the count and the carried items (the same dynamite was shown both ways)", () => {
    expect(foldCarriedDynamite({ sticks: 2, bundles: 0 }, [carried(2)])).toEqual({ sticks: 2, bundles: 0 });
    expect(
      foldCarriedDynamite({ sticks: 1, bundles: 0 }, [carried(2), carried(1), carried(1, "bundle"), placed("lit")]),
    ).toEqual({ sticks: 3, bundles: 1 });
  });
});
