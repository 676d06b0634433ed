/** Card faces: drawn from the card data, committed up to date, at the paths the Cards packs use. */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { activationFaceSvg, cardFaceSvg, deckSlug } from "@foundry/cards/card-faces";
import { MORALE_SHORT } from "@foundry/cards/card-face-sections";
import { FRONTIER_DECK } from "@rules/cards/frontier";
import { faceFiles } from "../../../tools/card-faces";
import { card } from "../../helpers/cards";

const filledHoles = (svg: string) => (svg.match(/<circle [^>]*r="11" fill="#1d1a16"/g) ?? []).length;

describe("card faces (CORE-2)", () => {
  it("CORE-2 the bullet holes drawn are the card's hit value; Out of Ammunition draws a banner instead", () => {
    for (const hit of [0, 3, 6] as const) expect(filledHoles(cardFaceSvg(card({ hit })))).toBe(hit);
    const ooa = cardFaceSvg(card({ hit: "OUT_OF_AMMO" }));
    expect(ooa).toContain("OUT OF AMMO");
    expect(filledHoles(ooa)).toBe(0);
  });

  it("CORE-2 stun '!!', bog marks and the morale grid follow the card", () => {
    const stunned = cardFaceSvg(
      card({ burst: { small: true, stun: true }, bog: { elite: true }, morale: { green: { open: "FALL_BACK" } } }),
    );
    expect(stunned).toContain(">!!<");
    expect(stunned.match(/>BOG</g)).toHaveLength(1);
    expect(stunned).toContain(`>${MORALE_SHORT.FALL_BACK}<`);
    const calm = cardFaceSvg(card({ burst: { stun: false } }));
    expect(calm).not.toContain(">!!<");
    expect(calm).not.toContain(">BOG<");
  });

  it("serial, move, randomizer, d10, scatter inches, reaction and melee are printed", () => {
    const svg = cardFaceSvg(
      card({ serial: 37, move: 9, randomizer: 8, d10: 3, scatter: { clock: 4, inches: 5 }, reaction: 6, melee: 2 }),
      "Frontier",
    );
    for (const shown of [">#37<", ">9&quot;<", ">8<", ">3<", ">5&quot;<", ">4 o'clock<", ">6<", ">+2<", ">FRONTIER<"])
      expect(svg).toContain(shown);
  });

  it("activation faces name their card", () => {
    expect(activationFaceSvg("4", 7)).toContain(">shows 4 activate<");
    expect(activationFaceSvg("end", 16)).toContain(">END OF<");
    expect(activationFaceSvg("elite", 13)).toContain(">ELITE<");
  });

  it("the committed faces are those the card data draws (npx tsx tools/card-faces.ts)", () => {
    const stale = faceFiles().filter((f) => readFileSync(f.path, "utf8") !== f.svg);
    expect(stale.map((f) => f.path)).toEqual([]);
    expect(deckSlug(FRONTIER_DECK.name)).toBe("frontier");
  });

  it("every face and back the Cards packs point at exists", () => {
    const made = new Set(faceFiles().map((f) => `systems/combat-patrol/${f.path}`));
    const paths: string[] = [];
    for (const file of readdirSync("packs/decks").filter((f) => f.endsWith(".json"))) {
      const doc = JSON.parse(readFileSync(`packs/decks/${file}`, "utf8")) as {
        cards: { faces: { img: string }[]; back: { img: string } }[];
      };
      for (const c of doc.cards) paths.push(c.back.img, ...c.faces.map((f) => f.img));
    }
    expect(paths.length).toBeGreaterThan(60);
    expect(paths.filter((p) => !made.has(p))).toEqual([]);
  });
});
