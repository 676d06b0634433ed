/**
 * Every pack document opens: its sheet's template (templates/actor/<type>.hbs,
 * templates/item/<type>.hbs) renders with the view the sheet builds (the pure builders of
 * src/foundry/sheets/view, fed from the pack data as the sheet feeds them from the
 * documents), in play and in edit mode, with Foundry's helpers (preview/foundry-helpers.ts)
 * and the shared partials. No helper, partial or localization key may be missing.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import Handlebars from "handlebars";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { flattenLang, registerFoundryHelpers } from "../../preview/foundry-helpers";
import type { ExplosiveSource, FigureSource, GunSource, HerdSource, UnitSource, WagonSource, WeaponSource } from "@foundry/data/sources";
import type { FrameInput, MemberInput } from "@foundry/sheets/view/common";
import { figureView } from "@foundry/sheets/view/figure";
import { gunView } from "@foundry/sheets/view/gun";
import { herdView } from "@foundry/sheets/view/herd";
import { explosiveView, weaponView } from "@foundry/sheets/view/items";
import { unitView } from "@foundry/sheets/view/unit";
import { wagonView } from "@foundry/sheets/view/wagon";
import type { Era } from "@rules/options";
import { ARTILLERY_CREW, GATLING_CREW } from "@rules/tables/crews";
import { EXPLOSIVES } from "@rules/tables/explosives";
import { WAGONS } from "@rules/tables/wagons";
import { buildPacks } from "../../tools/packs/build";
import type { PackSource, SourceDoc } from "../../tools/packs/docs";

const TEMPLATES = "templates";
const hbs = Handlebars.create();
const missingKeys = new Set<string>();

function templateFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? templateFiles(path) : path.endsWith(".hbs") ? [path] : [];
  });
}

beforeAll(() => {
  const strings = flattenLang(JSON.parse(readFileSync("lang/en.json", "utf8")) as Parameters<typeof flattenLang>[0]);
  vi.spyOn(console, "error").mockImplementation((message: unknown, ...rest: unknown[]) => {
    const text = String(message);
    const m = /^missing localization key: (.+)$/.exec(text);
    if (m) missingKeys.add(m[1]!);
    else throw new Error(`console.error while rendering: ${[text, ...rest.map(String)].join(" ")}`);
  });
  registerFoundryHelpers(hbs, strings);
  for (const file of templateFiles(TEMPLATES)) {
    hbs.registerPartial(`systems/combat-patrol/${relative(".", file).split("\\").join("/")}`, readFileSync(file, "utf8"));
  }
});
afterAll(() => vi.restoreAllMocks());

const compiled = new Map<string, HandlebarsTemplateDelegate>();
function render(template: string, view: object): string {
  let fn = compiled.get(template);
  if (!fn) {
    fn = hbs.compile(readFileSync(join(TEMPLATES, template), "utf8"));
    compiled.set(template, fn);
  }
  return fn(view);
}

/* -------------------------------------------- pack data as the sheets read documents */

const packs = buildPacks();
type Doc = SourceDoc & { system: unknown; items?: { _id: string; name: string; img: string; type: string; system: unknown }[] };

/** Era of a pack's documents (figures carry none: the sheet reads the rules options). */
const eraOf = (pack: PackSource): Era => (pack.name.startsWith("napoleonic") || pack.name === "artillery" ? "napoleonic" : "old-west");

function frameOf(doc: Doc, editMode: boolean): FrameInput {
  return { doc: { name: doc.name, img: String(doc.img) }, editable: true, editMode };
}

function member(pack: PackSource, uuid: string | null): MemberInput | null {
  if (uuid === null) return null;
  const doc = pack.docs.find((d) => `Actor.${d._id}` === uuid) as Doc | undefined;
  return { uuid, name: doc?.name ?? uuid, img: String(doc?.img ?? ""), system: doc && doc.type === "figure" ? (doc.system as FigureSource) : null };
}
const ref = (pack: PackSource, uuid: string | null) => {
  const m = member(pack, uuid);
  return m ? { uuid: m.uuid, name: m.name } : null;
};

/** The view a sheet builds for a document of the pack, or null when the type has no sheet view here. */
function viewOf(pack: PackSource, doc: Doc, editMode: boolean): { template: string; view: object } | null {
  const frame = frameOf(doc, editMode);
  const owned = <S>(type: string) => (doc.items ?? []).filter((i) => i.type === type).map((i) => ({ id: i._id, name: i.name, img: i.img, system: i.system as S }));
  switch (doc.type) {
    case "figure":
      return {
        template: "actor/figure.hbs",
        view: figureView({ ...frame, system: doc.system as FigureSource, weapons: owned<WeaponSource>("weapon"), explosives: owned<ExplosiveSource>("explosive"), era: eraOf(pack), year: null }),
      };
    case "unit": {
      const s = doc.system as UnitSource;
      return {
        template: "actor/unit.hbs",
        view: unitView({ ...frame, system: s, members: s.members.map((m) => member(pack, m)!), commander: ref(pack, s.commanderId), closeOrder: false }),
      };
    }
    case "gun": {
      const s = doc.system as GunSource;
      return {
        template: "actor/gun.hbs",
        view: gunView({ ...frame, system: s, crew: s.crewIds.map((m) => member(pack, m)!), fullCrew: s.kind === "gatling" ? GATLING_CREW.size : ARTILLERY_CREW.size }),
      };
    }
    case "herd": {
      const s = doc.system as HerdSource;
      return { template: "actor/herd.hbs", view: herdView({ ...frame, system: s, herdedBy: ref(pack, s.herdedBy) }) };
    }
    case "wagon": {
      const s = doc.system as WagonSource;
      const seats = WAGONS.find((w) => w.id === `ow.${s.kind}`)?.capacity.passengers ?? null;
      return {
        template: "actor/wagon.hbs",
        view: wagonView({ ...frame, system: s, driver: member(pack, s.driverId), passengers: s.passengerIds.map((m) => member(pack, m)!), gun: ref(pack, s.gunId), seats }),
      };
    }
    case "weapon":
      return { template: "item/weapon.hbs", view: weaponView({ ...frame, system: doc.system as WeaponSource, year: null }) };
    case "explosive":
      return { template: "item/explosive.hbs", view: explosiveView({ ...frame, system: doc.system as ExplosiveSource, maxFuseActivations: EXPLOSIVES.placed.maxFuseActivations }) };
    default:
      return null;
  }
}

/** Every Actor and Item of the packs, embedded items included (they open from their owner's sheet). */
function openable(): { pack: PackSource; doc: Doc; where: string }[] {
  const out: { pack: PackSource; doc: Doc; where: string }[] = [];
  for (const pack of packs.filter((p) => p.type === "Actor" || p.type === "Item")) {
    for (const doc of pack.docs as Doc[]) {
      if (doc._key.startsWith("!folders!")) continue;
      out.push({ pack, doc, where: `${pack.name}/${doc.name}` });
      for (const item of doc.items ?? []) out.push({ pack, doc: { ...item, _key: "" } as Doc, where: `${pack.name}/${doc.name}/${item.name}` });
    }
  }
  return out;
}

describe("every pack document opens in its sheet", () => {
  const docs = openable();

  it.each(["play", "edit"] as const)("renders every Actor and Item sheet in %s mode without error", (mode) => {
    const failures: string[] = [];
    let rendered = 0;
    for (const { pack, doc, where } of docs) {
      const built = viewOf(pack, doc, mode === "edit");
      if (!built) {
        failures.push(`${where}: no sheet view for type ${String(doc.type)}`);
        continue;
      }
      try {
        const html = render(built.template, built.view);
        if (!html.includes(Handlebars.escapeExpression(doc.name))) failures.push(`${where}: the sheet does not show the name`);
        rendered += 1;
      } catch (error) {
        failures.push(`${where}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
    expect(rendered).toBe(docs.length);
  });

  it("the sheets use no localization key missing from lang/en.json", () => {
    expect([...missingKeys].sort()).toEqual([]);
  });

  it("OW-5 a weapon sheet shows the table's bands: the Cap and Ball Revolver reads 2 (2) / 4 (2) / 8", () => {
    const { pack, doc } = docs.find((d) => d.where === "frontier-weapons/Cap and Ball Revolver")!;
    const html = render("item/weapon.hbs", viewOf(pack, doc, false)!.view);
    for (const text of ["2 (2)", "4 (2)", ">8<"]) expect(html).toContain(text);
  });
});
