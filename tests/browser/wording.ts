/**
 * Player wording: what a player reads in a view has no "(s)" plurals, no rule keys used as
 * names (a rule key is allowed only as a citation in parentheses, "(OW-5.1d)", "(OW-5.2b,
 * NAP-7.1)"), no dotted procedure or table names ("ow.shotgun", "fire.hit") and no raw i18n
 * keys ("COMBAT_PATROL.Fire.title").
 * Not read as player wording: reference tags (`.cp-rule`, a rule key shown as a styled tag
 * beside its option) and literal file content in `<code>` (a deck file's field path in an
 * import error is what the GM typed).
 */
import type { Page } from "playwright-core";

const RULE_KEY = String.raw`(?:CORE|OW|NAP)-\d+(?:\.\d+)*[a-z]?`;
/** A citation: parentheses holding only rule keys, joined by commas, semicolons or "and". */
const CITATION = new RegExp(String.raw`\(\s*${RULE_KEY}(?:\s*(?:,|;|and)\s*${RULE_KEY})*\s*\)`, "g");
const BARE_RULE_KEY = new RegExp(String.raw`\b${RULE_KEY}`, "g");
/** lower.camel identifiers: "ow.shotgun", "fire.hit", "ow.regainControl" (not "e.g." or a file name). */
const DOTTED = /\b[a-z][a-zA-Z0-9]*(?:\.[a-z][a-zA-Z0-9]*)+\b/g;
const NOT_DOTTED = /^(?:e\.g|i\.e|(?:[\w-]+\.)+(?:json|txt|png|svg|webp|jpg|hbs|css|js))$/;
const I18N_KEY = /\b[A-Z][A-Z_]{3,}\.[A-Za-z][\w.]*/g;
/** A camelCase code word ("outsideArc", "fireHit"): no English word is written so. */
const CAMEL = /\b[a-z]+[A-Z][A-Za-z]*\b/g;

export function wordingProblems(texts: readonly string[]): string[] {
  const problems: string[] = [];
  for (const raw of texts) {
    const text = raw.replace(/\s+/g, " ").trim();
    if (!text) continue;
    const quote = text.length > 120 ? `${text.slice(0, 117)}…` : text;
    if (/\(s\)/i.test(text)) problems.push(`"(s)" plural in: ${quote}`);
    for (const m of text.replace(CITATION, "").match(BARE_RULE_KEY) ?? [])
      problems.push(`rule key ${m} outside a citation in: ${quote}`);
    for (const m of text.match(DOTTED) ?? [])
      if (!NOT_DOTTED.test(m)) problems.push(`procedure or table name ${m} in: ${quote}`);
    for (const m of text.match(I18N_KEY) ?? []) problems.push(`raw i18n key ${m} in: ${quote}`);
    for (const m of text.replace(DOTTED, "").match(CAMEL) ?? []) problems.push(`code word ${m} in: ${quote}`);
  }
  return problems;
}

/**
 * Every text a player can read in the element: its visible lines, option labels, tooltips, accessible names,
 * placeholders.
 */
export async function playerTextOf(page: Page, selector: string): Promise<string[]> {
  return page.$eval(selector, (root) => {
    const out: string[] = [];
    const skipped = Array.from(root.querySelectorAll<HTMLElement>(".cp-rule, code")).map(
      (el) => [el, el.textContent] as const,
    );
    for (const [el] of skipped) el.textContent = "";
    const lines = (root as HTMLElement).innerText.split("\n");
    for (const [el, text] of skipped) el.textContent = text;
    out.push(...lines);
    for (const el of Array.from(root.querySelectorAll("*"))) {
      if (el instanceof HTMLOptionElement) out.push(el.text);
      for (const attr of ["title", "aria-label", "placeholder", "alt", "data-tooltip"]) {
        const v = el.getAttribute(attr);
        if (v) out.push(v);
      }
    }
    return out;
  });
}
