/**
 * The result card's list of changes is headed for where the result stands: "When applied" while
 * it waits (what Apply will write), "Applied" once it is (what was written). The real template,
 * helpers and lang file.
 */
import { readFileSync } from "node:fs";
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import { resultView } from "@foundry/chat/view";
import { registerFoundryHelpers, flattenLang } from "../../../preview/foundry-helpers";
import lang from "../../../lang/en.json";
import { format } from "../../doubles/format";
import { CORPUS } from "./corpus";

function heading(state: { applied?: boolean; appliedBy?: string | null }): string {
  const hbs = Handlebars.create();
  registerFoundryHelpers(hbs, flattenLang(lang));
  for (const part of ["card", "lines"])
    hbs.registerPartial(
      `systems/combat-patrol/templates/chat/parts/${part}.hbs`,
      readFileSync(`templates/chat/parts/${part}.hbs`, "utf8"),
    );
  const html = hbs.compile(readFileSync("templates/chat/result.hbs", "utf8"))({
    view: resultView(CORPUS.mountedMelee(), format, state),
  });
  return /<section class="cp-result-changes">\s*<h4>(.*?)<\/h4>/s.exec(html)?.[1] ?? "";
}

describe("the result card's changes heading", () => {
  it("reads When applied while the result waits, and Applied once it is", () => {
    expect(heading({})).toBe("When applied");
    expect(heading({ applied: true, appliedBy: "Alice" })).toBe("Applied");
  });
});
